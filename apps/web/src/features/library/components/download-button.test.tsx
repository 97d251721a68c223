// @vitest-environment happy-dom
import type { FileLink } from '@pustaka/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderViewer } from '@/features/library/test-kit';
import { ApiError, api } from '@/lib/api-client';
import { DownloadButton } from './download-button';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, post: vi.fn() } };
});

const post = vi.mocked(api.post);

afterEach(() => {
  cleanup();
  post.mockReset();
});

const ready: FileLink = {
  status: 'ready',
  url: '/api/v2/files/signed/abc.def',
  expires_at: '2026-11-22T10:05:00.000Z',
  filename: 'Gizi Seimbang.pdf',
  content_type: 'application/pdf',
  size_bytes: 1000,
  stamped: true,
  downloads: { used: 4, limit: 10, remaining: 6 },
};

describe('DownloadButton', () => {
  it('shows the copy being prepared, asks again, then counts the download', async () => {
    let answerPreparing: (value: unknown) => void = () => undefined;
    let answerReady: (value: unknown) => void = () => undefined;
    post
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            answerPreparing = resolve;
          }),
      )
      .mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            answerReady = resolve;
          }),
      );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderViewer(<DownloadButton fileId={9} allowance={{ used: 3, limit: 10, remaining: 7 }} />);
    expect(screen.getByTestId('downloads-left').textContent).toContain('Sisa 7 dari 10 unduhan');

    fireEvent.click(screen.getByTestId('download-button'));
    expect(screen.getByTestId('download-button').textContent).toContain('Meminta unduhan…');
    answerPreparing({ status: 'preparing', retry_after_seconds: 0 });
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('download-button').textContent).toContain('Menyiapkan salinan Anda…');
    answerReady(ready);
    await waitFor(() =>
      expect(screen.getByTestId('downloads-left').textContent).toContain('Sisa 6 dari 10 unduhan'),
    );
    expect(post).toHaveBeenCalledWith('/gcs_jwt/download', { bucket: 'products', object_name: '9' });
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('says so when the limit is reached, and stops offering the download', async () => {
    post.mockRejectedValueOnce(new ApiError(403, 'DOWNLOAD_LIMIT_REACHED', 'Batas unduhan tercapai.'));
    renderViewer(<DownloadButton fileId={9} allowance={{ used: 9, limit: 10, remaining: 1 }} />);
    fireEvent.click(screen.getByTestId('download-button'));
    await waitFor(() =>
      expect(screen.getByTestId('downloads-left').textContent).toContain('Batas unduhan sudah tercapai'),
    );
    expect((screen.getByTestId('download-button') as HTMLButtonElement).disabled).toBe(true);
  });
});
