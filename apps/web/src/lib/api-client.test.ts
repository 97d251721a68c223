import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, configureApiClient } from './api-client';

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

const onFeatureRequired = vi.fn();
const onEmailNotVerified = vi.fn();
const onUnauthorized = vi.fn();

beforeEach(() => {
  vi.stubGlobal('window', { location: { pathname: '/publisher/blog' } });
  configureApiClient({ onFeatureRequired, onEmailNotVerified, onUnauthorized, getToken: () => 'token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('api client: 403 FEATURE_REQUIRED', () => {
  it('tells the app which feature the plan lacks and still rejects the call', async () => {
    vi.stubGlobal(
      'fetch',
      respond(403, {
        success: false,
        error: 'Fitur ini membutuhkan paket berbayar',
        code: 'FEATURE_REQUIRED',
        details: { feature: 'publish_blog' },
      }),
    );
    const call = api.get('/publisher/blog/posts');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 403, code: 'FEATURE_REQUIRED' });
    expect(onFeatureRequired).toHaveBeenCalledTimes(1);
    expect(onFeatureRequired).toHaveBeenCalledWith('publish_blog');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onEmailNotVerified).not.toHaveBeenCalled();
  });

  it('passes no feature when the server names none', async () => {
    vi.stubGlobal('fetch', respond(403, { success: false, error: 'x', code: 'FEATURE_REQUIRED' }));
    await expect(api.post('/ai-slides/prompts', {})).rejects.toMatchObject({ code: 'FEATURE_REQUIRED' });
    expect(onFeatureRequired).toHaveBeenCalledWith(undefined);
  });

  it('leaves other refusals alone', async () => {
    vi.stubGlobal('fetch', respond(403, { success: false, error: 'Forbidden', code: 'FORBIDDEN' }));
    await expect(api.get('/admin/plans')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    vi.stubGlobal('fetch', respond(404, { success: false, error: 'No', code: 'FEATURE_REQUIRED' }));
    await expect(api.get('/nothing')).rejects.toMatchObject({ status: 404 });
    expect(onFeatureRequired).not.toHaveBeenCalled();
  });
});
