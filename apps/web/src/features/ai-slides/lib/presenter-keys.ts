/** What a key does while presenting. */
export type PresenterCommand = 'next' | 'previous' | 'first' | 'last' | 'exit' | 'speaker' | 'fullscreen';

const KEYS: Record<string, PresenterCommand> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  PageDown: 'next',
  ' ': 'next',
  Enter: 'next',
  n: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  PageUp: 'previous',
  Backspace: 'previous',
  p: 'previous',
  Home: 'first',
  End: 'last',
  Escape: 'exit',
  s: 'speaker',
  S: 'speaker',
  f: 'fullscreen',
  F: 'fullscreen',
};

/**
 * The command for a key press, or null when the key is not the presenter's (and keeps its usual meaning).
 * Keys with Ctrl, Alt or Meta are left to the browser; Shift+Space goes back, as in slide programs.
 */
export function presenterCommand(event: {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
}): PresenterCommand | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.key === ' ' && event.shiftKey) return 'previous';
  return KEYS[event.key] ?? null;
}

/** The slide shown after a move command, kept inside the deck. */
export function stepSlide(current: number, command: PresenterCommand | 'stay', count: number): number {
  if (count <= 0) return 0;
  const last = count - 1;
  switch (command) {
    case 'next':
      return Math.min(current + 1, last);
    case 'previous':
      return Math.max(current - 1, 0);
    case 'first':
      return 0;
    case 'last':
      return last;
    default:
      return Math.min(Math.max(current, 0), last);
  }
}

/** A running time as m:ss, or h:mm:ss past the hour. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
