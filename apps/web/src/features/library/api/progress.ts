import type { ProgressEntry, ProgressInput } from '@pustaka/contract';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';

export function saveProgress(productId: number, input: ProgressInput): Promise<ProgressEntry> {
  return api.put<ProgressEntry>(`/owned/${productId}/progress`, input);
}

/**
 * Saves where the viewer is, at most once per `everyMs` while it changes, and at once when asked to
 * (`flush`: pause, end of a file, leaving the page). Failures are dropped: the next save carries the newer
 * position anyway, and progress must never interrupt reading or listening.
 */
export function useProgressSaver(productId: number, everyMs = 10_000) {
  const pending = useRef<ProgressInput | null>(null);
  const lastSent = useRef<string>('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const send = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const input = pending.current;
    pending.current = null;
    if (!input) return Promise.resolve();
    const key = JSON.stringify(input);
    if (key === lastSent.current) return Promise.resolve();
    lastSent.current = key;
    return saveProgress(productId, input).then(
      () => undefined,
      () => {
        lastSent.current = '';
      },
    );
  }, [productId]);

  const save = useCallback(
    (input: ProgressInput, options: { now?: boolean } = {}) => {
      pending.current = input;
      if (options.now) return send();
      if (!timer.current) timer.current = setTimeout(() => void send(), everyMs);
      return Promise.resolve();
    },
    [send, everyMs],
  );

  // Whatever is pending goes out when the viewer leaves the page or hides it.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void send();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      void send();
    };
  }, [send]);

  return { save, flush: send };
}
