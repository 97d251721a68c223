import type { FileLink, FilePreparing } from '@pustaka/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, isApiError } from '@/lib/api-client';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'requesting' }
  | { status: 'preparing' }
  | { status: 'done'; link: FileLink }
  | { status: 'failed'; code: string; message: string };

/** Asks for a signed download address (spec: POST /gcs_jwt/download). */
export function requestDownload(fileId: number): Promise<FileLink | FilePreparing> {
  return api.post<FileLink | FilePreparing>('/gcs_jwt/download', {
    bucket: 'products',
    object_name: String(fileId),
  });
}

/** Hands a signed address to the browser, which saves the file under the name the server gives. */
function startBrowserDownload(url: string, filename: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * A download of one file: while the buyer's stamped copy is being made the server answers `preparing`,
 * and this asks again after the wait it names, up to two minutes, then starts the browser's download.
 */
export function useDownload(
  handlers: {
    onDone?: (link: FileLink) => void;
    onFail?: (failure: { code: string; message: string }) => void;
  } = {},
) {
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const cancelled = useRef(false);
  useEffect(() => {
    cancelled.current = false;
    return () => {
      cancelled.current = true;
    };
  }, []);

  const start = useCallback(async (fileId: number) => {
    setState({ status: 'requesting' });
    const deadline = Date.now() + 120_000;
    try {
      for (;;) {
        const answer = await requestDownload(fileId);
        if (cancelled.current) return;
        if (answer.status === 'ready') {
          startBrowserDownload(answer.url, answer.filename);
          setState({ status: 'done', link: answer });
          handlersRef.current.onDone?.(answer);
          return;
        }
        setState({ status: 'preparing' });
        if (Date.now() > deadline) throw new Error('timeout');
        await new Promise((resolve) => setTimeout(resolve, answer.retry_after_seconds * 1000));
        if (cancelled.current) return;
      }
    } catch (error) {
      if (cancelled.current) return;
      const failure = {
        code: isApiError(error) ? error.code : 'TIMEOUT',
        message: isApiError(error) ? error.message : '',
      };
      setState({ status: 'failed', ...failure });
      handlersRef.current.onFail?.(failure);
    }
  }, []);

  return { state, start, reset: () => setState({ status: 'idle' }) };
}
