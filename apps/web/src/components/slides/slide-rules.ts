import type { DeckRendition } from '@pustaka/contract';

/** Slide navigation keys: next, previous, first, last; anything else is not ours. */
export function slideKeyAction(key: string): 'next' | 'previous' | 'first' | 'last' | undefined {
  if (['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter', 'n'].includes(key)) return 'next';
  if (['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace', 'p'].includes(key)) return 'previous';
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return undefined;
}

/** The largest size a page of `width`×`height` takes inside a box, keeping its proportions. */
export function fitInside(
  page: { width: number; height: number },
  box: { width: number; height: number },
): number {
  if (page.width <= 0 || page.height <= 0 || box.width <= 0 || box.height <= 0) return 1;
  return Math.min(box.width / page.width, box.height / page.height);
}

/** How a deck is shown: a PDF as it is, a PowerPoint deck by its PDF rendition, a wait, or its text. */
export type DeckView = 'pdf' | 'rendition' | 'preparing' | 'text';

/**
 * A PDF deck is drawn as it is. A PowerPoint deck is drawn from the PDF the server made of it once that is
 * ready; while it is made the viewer waits (and asks again); when it cannot be made (no LibreOffice on the
 * server, a deck it cannot read) the deck's text is shown instead.
 */
export function deckViewOf(deck: { content_type: string | null; rendition: DeckRendition | null }): DeckView {
  if (deck.content_type === 'application/pdf') return 'pdf';
  if (deck.rendition?.status === 'ready' && deck.rendition.url) return 'rendition';
  if (deck.rendition?.status === 'pending') return 'preparing';
  return 'text';
}
