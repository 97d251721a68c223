import type { Language, Role } from '@pustaka/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { isUniqueViolation } from '#platform/unique-violation.ts';
import { groups, userGroups, userRoles, users } from './tables.ts';

export async function findCredentialsByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

/** The stored hash; null while the owner of an account an admin created has not chosen a password. */
export async function getPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  return row.hash;
}

export type NewUser = {
  email: string;
  /** Null: the account waits for its owner to choose a password from an invitation link. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  roles?: Role[];
  emailVerified?: boolean;
  language?: Language;
  /** Groups the account joins at once; an id that names no group refuses the whole account. */
  groupIds?: number[];
};

/** Creates the account and its roles together; a taken email is a 409, not a crash. */
export async function createUser(db: DbOrTx, input: NewUser): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          passwordHash: input.passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          emailVerifiedAt: input.emailVerified ? new Date() : null,
          language: input.language ?? 'id',
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      const roles = input.roles?.length ? input.roles : (['members'] as Role[]);
      await tx.insert(userRoles).values([...new Set(roles)].map((role) => ({ userId: row.id, role })));
      await joinGroups(tx, row.id, input.groupIds ?? []);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

async function joinGroups(tx: DbOrTx, userId: number, groupIds: number[]): Promise<void> {
  const wanted = [...new Set(groupIds)];
  if (wanted.length === 0) return;
  // Locked so a group deleted meanwhile cannot slip between the check and the insert.
  const found = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.id, wanted))
    .for('share');
  if (found.length !== wanted.length) throw new AppError('UNKNOWN_GROUP');
  await tx.insert(userGroups).values(wanted.map((groupId) => ({ userId, groupId })));
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Marks the address verified; returns false when it already was. */
export async function markEmailVerified(ctx: AppContext, db: DbOrTx, userId: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ emailVerifiedAt: ctx.now(), updatedAt: ctx.now() })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}
