import { useEffect } from 'react';

/** "Page · Pustaka" in the browser tab. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Pustaka` : 'Pustaka';
  }, [title]);
}
