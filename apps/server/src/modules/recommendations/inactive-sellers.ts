import type { DbOrTx } from '#db/client.ts';
import { findInactiveUserIds } from '#modules/users/index.ts';

/** A process re-reads a seller's state at least this often, even if a change notice was lost. */
const KEPT_MS = 30_000;
/** Sellers remembered at most; past it the memory starts again (a catalogue has far fewer creators). */
const MAX_KEPT = 20_000;

/**
 * Which sellers are deactivated, as every list reads it: a process-local copy of the users table's truth,
 * each seller's state kept 30 s and dropped at once when the users module announces a change of them (in
 * every process, through the event bus). Lists then read no user rows once their sellers are known.
 */
export class InactiveSellers {
  private readonly known = new Map<number, { inactive: boolean; at: number }>();
  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {}

  async of(sellerIds: number[]): Promise<Set<number>> {
    const now = this.now().getTime();
    const inactive = new Set<number>();
    const missing: number[] = [];
    for (const id of new Set(sellerIds)) {
      const entry = this.known.get(id);
      if (!entry || now - entry.at > KEPT_MS) missing.push(id);
      else if (entry.inactive) inactive.add(id);
    }
    if (missing.length === 0) return inactive;
    const found = await findInactiveUserIds(this.db, missing);
    if (this.known.size + missing.length > MAX_KEPT) this.known.clear();
    for (const id of missing) {
      this.known.set(id, { inactive: found.has(id), at: now });
      if (found.has(id)) inactive.add(id);
    }
    return inactive;
  }

  /** The users module says this user changed (deactivated, reactivated, renamed). */
  forget(userId: number): void {
    this.known.delete(userId);
  }
}
