import { createHash, randomBytes } from 'node:crypto';
import type { ApiKey, CreatedApiKey } from '@pustaka/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { findAccess } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { apiKeys } from './tables.ts';

/** Live keys one account may hold at once; revoked ones do not count. */
export const MAX_LIVE_KEYS = 20;
const KEY_PREFIX = 'pk_live_';
/** How much of a key is kept in the clear to recognise it: the fixed part and four random characters. */
const SHOWN_LENGTH = KEY_PREFIX.length + 4;

type KeyRow = typeof apiKeys.$inferSelect;

/** 32 random bytes: a key too long to guess, so one fast hash (no salt, no slow KDF) is enough to keep it. */
export function newKey(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listKeys(db: DbOrTx, userId: number): Promise<ApiKey[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.id));
  return rows.map(toApiKey);
}

/** Makes a named key; the answer is the only place the key itself ever appears. */
export async function createKey(ctx: AppContext, userId: number, name: string): Promise<CreatedApiKey> {
  const key = newKey();
  const row = await ctx.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if ((live?.n ?? 0) >= MAX_LIVE_KEYS) {
      throw new AppError('API_KEY_LIMIT_REACHED', { params: { max: MAX_LIVE_KEYS } });
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name,
        prefix: key.slice(0, SHOWN_LENGTH),
        keyHash: hashKey(key),
        createdAt: ctx.now(),
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('api key was not created');
  return { ...toApiKey(row), key };
}

/** Revokes one of the user's keys; revoking a revoked key keeps its first revocation time. */
export async function revokeKey(ctx: AppContext, userId: number, keyId: number): Promise<ApiKey> {
  const [row] = await ctx.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.revokedAt) return toApiKey(row);
  const [revoked] = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: ctx.now() })
    .where(eq(apiKeys.id, keyId))
    .returning();
  return toApiKey(revoked ?? row);
}

/** Who a key belongs to, or the specific 401 why it lets no one in. */
export async function authenticateKey(
  db: DbOrTx,
  key: string | undefined,
): Promise<{ userId: number; keyId: number }> {
  if (!key) throw new AppError('API_KEY_MISSING');
  // A key of another shape cannot match a hash we keep; no need to look.
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) throw new AppError('API_KEY_INVALID');
  const [row] = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashKey(key)));
  if (!row) throw new AppError('API_KEY_INVALID');
  if (row.revokedAt) throw new AppError('API_KEY_REVOKED');
  const owner = await findAccess(db, row.userId);
  if (!owner?.is_active) throw new AppError('API_KEY_OWNER_INACTIVE');
  return { userId: row.userId, keyId: row.id };
}
