import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { GroupCommit, ItemFailure } from '#platform/group-commit.ts';
import { isForeignKeyViolation } from '#platform/unique-violation.ts';
import type { SessionRow } from './player-view.ts';
import { quizSessions } from './tables.ts';

/** Another start of the same guest browser took this attempt number at the same moment. */
export class AttemptNumberTaken extends Error {}

export type NewGuestSession = typeof quizSessions.$inferInsert & { guestTokenHash: string };

/**
 * One insert for the guest sessions of a batch. Rows are matched back by their token hash (random, one per
 * session). A batch that fails on a quiz deleted meanwhile is inserted a session at a time, so only that
 * quiz's starts fail.
 */
async function insertBatch(db: DbOrTx, batch: NewGuestSession[]): Promise<(SessionRow | ItemFailure)[]> {
  try {
    // A row left out by the conflict clause lost its attempt number to another start of its browser.
    const rows = (await db
      .insert(quizSessions)
      .values(batch)
      .onConflictDoNothing()
      .returning()) as SessionRow[];
    const byToken = new Map(rows.map((row) => [row.guestTokenHash, row]));
    return batch.map(
      (values) => byToken.get(values.guestTokenHash) ?? new ItemFailure(new AttemptNumberTaken()),
    );
  } catch (error) {
    if (batch.length === 1 || !isForeignKeyViolation(error)) throw error;
    const outcomes: (SessionRow | ItemFailure)[] = [];
    for (const values of batch) {
      outcomes.push(
        ...(await insertBatch(db, [values]).catch((one: unknown) => [
          new ItemFailure(isForeignKeyViolation(one) ? new AppError('NOT_FOUND') : one),
        ])),
      );
    }
    return outcomes;
  }
}

const commits = new WeakMap<AppContext, GroupCommit<NewGuestSession, SessionRow>>();

/**
 * Guest sessions started at the same moment (a class opening a shared link together) are inserted
 * together by group commit, a statement for the lot instead of one each. Only two starts of one browser
 * can conflict (on its attempt number); the later one is told so and numbers itself again.
 */
export function insertGuestSession(ctx: AppContext, values: NewGuestSession): Promise<SessionRow> {
  let group = commits.get(ctx);
  if (!group) {
    group = new GroupCommit((batch) => insertBatch(ctx.db, batch), 500);
    commits.set(ctx, group);
  }
  return group.submit(values);
}
