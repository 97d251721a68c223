import { type RefObject, useEffect, useRef } from 'react';
import { slideKeyAction } from './slide-rules';

type SlideAction = NonNullable<ReturnType<typeof slideKeyAction>>;

function slideFor(action: SlideAction, page: number, pages: number): number {
  if (action === 'next') return page + 1;
  if (action === 'previous') return page - 1;
  if (action === 'first') return 1;
  return pages;
}

/**
 * The keys presenters use on a deck: arrows, Page Up/Down, space, Home and End move through the slides,
 * Escape leaves the fullscreen view. In the page view the deck listens only while it has focus;
 * fullscreen owns the keyboard. Without `go` (nothing loaded yet) the keys keep their usual effect.
 */
export function useSlideKeys({
  rootRef,
  fullscreen,
  onExit,
  page,
  pages,
  go,
}: {
  rootRef: RefObject<HTMLElement | null>;
  fullscreen: boolean;
  onExit?: () => void;
  /** The slide shown and how many there are. */
  page: number;
  pages: number;
  /** Shows a slide (clamped by the deck); undefined while the deck cannot move yet. */
  go: ((page: number) => void) | undefined;
}) {
  const latest = useRef({ fullscreen, onExit, page, pages, go });
  latest.current = { fullscreen, onExit, page, pages, go };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { fullscreen, onExit, page, pages, go } = latest.current;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      if (event.key === 'Escape' && onExit && !document.fullscreenElement) {
        onExit();
        return;
      }
      if (!fullscreen && !rootRef.current?.contains(document.activeElement)) return;
      const action = slideKeyAction(event.key);
      if (!action || !go) return;
      event.preventDefault();
      go(slideFor(action, page, pages));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rootRef]);
}
