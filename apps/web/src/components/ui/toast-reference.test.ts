import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '@/lib/api-client';
import { currentToasts, dismissToast, toast } from './toast';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const item of currentToasts()) dismissToast(item.id);
});

describe('the reference of a failed request', () => {
  it('comes from the error envelope into the ApiError', async () => {
    vi.stubGlobal('window', { location: { pathname: '/' } });
    const envelope = { success: false, error: 'Gagal', code: 'INTERNAL', request_id: 'req-42' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(envelope), { status: 500 })),
    );
    const failure = await api.get('/anything').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'INTERNAL', message: 'Gagal', requestId: 'req-42' });
  });

  it('is carried by an error toast given the error, which then stays until dismissed', () => {
    toast.error('Tidak tersimpan', new ApiError(500, 'INTERNAL', 'Gagal', undefined, 'req-42'));
    toast.error('Tidak tersimpan', 'Gagal');
    toast.error('Tidak tersimpan', new Error('Jaringan putus'));
    expect(
      currentToasts().map(({ message, reference, persistent }) => ({ message, reference, persistent })),
    ).toEqual([
      { message: 'Gagal', reference: 'req-42', persistent: true },
      { message: 'Gagal', reference: undefined, persistent: false },
      { message: 'Jaringan putus', reference: undefined, persistent: false },
    ]);
  });
});
