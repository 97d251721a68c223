import { describe, expect, it } from 'vitest';
import { checkService } from './health-check';

function clock(...times: number[]) {
  return () => times.shift() ?? 0;
}

describe('checkService', () => {
  it('reads the environment of a healthy service and times the call', async () => {
    const result = await checkService(
      async () => ({
        ok: true,
        status: 200,
        json: async () => ({ status: 'ok', environment: 'production' }),
      }),
      '/health',
      10_000,
      clock(100, 142),
    );
    expect(result).toMatchObject({
      online: true,
      environment: 'production',
      status: 'ok',
      responseTimeMs: 42,
    });
  });

  it('reports "unavailable" for a non-OK answer', async () => {
    const result = await checkService(
      async () => ({ ok: false, status: 503, json: async () => ({}) }),
      '/pay/health',
    );
    expect(result).toMatchObject({ online: false, environment: 'unavailable', httpStatus: 503 });
  });

  it('reports "error" when the fetch fails', async () => {
    const result = await checkService(async () => {
      throw new TypeError('Failed to fetch');
    }, '/health');
    expect(result).toMatchObject({ online: false, environment: 'error', httpStatus: null });
  });
});
