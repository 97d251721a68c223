/**
 * Where a player's way back into a game is kept: the resume token of the server's `welcome`. The tab's
 * sessionStorage survives a reload; localStorage also survives closing the tab. A token older than a game
 * can last is ignored.
 */
export interface StoredSeat {
  pin: string;
  nickname: string;
  token: string;
  savedAt: number;
}

const KEY = 'live_quiz_seat';
const MAX_AGE_MS = 12 * 60 * 60 * 1000;

function stores(): Storage[] {
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    return [];
  }
}

function parse(raw: string | null): StoredSeat | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSeat>;
    if (
      typeof value.pin === 'string' &&
      typeof value.token === 'string' &&
      typeof value.nickname === 'string' &&
      typeof value.savedAt === 'number'
    ) {
      return value as StoredSeat;
    }
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

/** The seat to resume, if any (for `pin` when the address names one). */
export function loadSeat(pin?: string | null, now = Date.now()): StoredSeat | null {
  for (const store of stores()) {
    const seat = parse(store.getItem(KEY));
    if (!seat || now - seat.savedAt > MAX_AGE_MS) continue;
    if (pin && seat.pin !== pin) continue;
    return seat;
  }
  return null;
}

export function saveSeat(seat: Omit<StoredSeat, 'savedAt'>, now = Date.now()): void {
  const text = JSON.stringify({ ...seat, savedAt: now });
  for (const store of stores()) {
    try {
      store.setItem(KEY, text);
    } catch {
      // Private mode or a full store: the game still plays, only a reload cannot come back.
    }
  }
}

export function clearSeat(): void {
  for (const store of stores()) store.removeItem(KEY);
}
