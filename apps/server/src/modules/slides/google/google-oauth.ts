import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type GoogleAuthStatus, safeReturnPath } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { sweepExpiredRows } from '#platform/sweeps.ts';
import { googleConnections, googleOauthStates } from '../tables.ts';

/** Creating presentations in the user's Drive, and their address to show who is connected. */
export const GOOGLE_SCOPES = ['openid', 'email', 'https://www.googleapis.com/auth/presentations'];
/** The consent round trip must come back within this time. */
export const STATE_TTL_SECONDS = 10 * 60;
/** An access token this close to its expiry is refreshed before use. */
const REFRESH_MARGIN_MS = 60_000;
const TOKEN_TIMEOUT_MS = 15_000;

export const CALLBACK_PATH = '/api/v2/ai-slides/google/callback';
const redirectUri = (ctx: AppContext) => `${ctx.config.publicUrl}${CALLBACK_PATH}`;

function clientOf(ctx: AppContext) {
  const client = ctx.config.google.client;
  if (!client) {
    throw new AppError('GOOGLE_NOT_CONFIGURED', {
      params: { settings: ctx.config.google.missingSettings.join(', ') },
      details: { missing_settings: ctx.config.google.missingSettings },
    });
  }
  return client;
}

/** The key for tokens at rest, derived from AUTH_SECRET. */
const keyFor = (ctx: AppContext, purpose: string) =>
  createHash('sha256').update(`${purpose}:${ctx.config.authSecret}`).digest();

/** AES-256-GCM: `iv.tag.ciphertext`, base64url. */
export function seal(ctx: AppContext, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(ctx, 'google-tokens'), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function unseal(ctx: AppContext, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('sealed token is malformed');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(ctx, 'google-tokens'), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export async function googleAuthStatus(ctx: AppContext, userId: number): Promise<GoogleAuthStatus> {
  const { client, missingSettings } = ctx.config.google;
  const [row] = client
    ? await ctx.db.select().from(googleConnections).where(eq(googleConnections.userId, userId))
    : [];
  return {
    configured: Boolean(client),
    missing_settings: missingSettings,
    connected: Boolean(row),
    email: row?.email ?? null,
    connected_at: row?.connectedAt.toISOString() ?? null,
  };
}

/** Consent round trips never finished go an hour at a time (see platform/sweeps). */
export function sweepExpiredGoogleStates(ctx: AppContext): void {
  sweepExpiredRows(ctx, 'slides.expired-google-states', googleOauthStates, googleOauthStates.expiresAt);
}

/** How a browser that started a consent round trip is recognised at the callback: a random cookie value. */
export const BROWSER_COOKIE = 'pustaka_google_oauth';
const BINDING_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The browser's binding from its cookie, when it holds one of ours; else a new one to set. */
export function browserBinding(cookieValue: string | undefined): { value: string; isNew: boolean } {
  if (cookieValue && BINDING_SHAPE.test(cookieValue)) return { value: cookieValue, isNew: false };
  return { value: randomBytes(32).toString('base64url'), isNew: true };
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Google's consent page for this user. The state is a random nonce stored with the user, the browser's
 * binding (hashed) and where to come back to; the callback (a plain browser navigation, without our bearer
 * token) takes the row out in one statement, so a state works once, and only in the browser that asked for it.
 */
export async function googleAuthUrl(
  ctx: AppContext,
  userId: number,
  returnTo: string,
  binding: string,
): Promise<string> {
  const client = clientOf(ctx);
  const state = randomBytes(32).toString('base64url');
  await ctx.db.insert(googleOauthStates).values({
    nonce: state,
    userId,
    browserHash: hashOf(binding),
    returnTo: safeReturnPath(returnTo, DEFAULT_RETURN),
    expiresAt: new Date(ctx.now().getTime() + STATE_TTL_SECONDS * 1000),
  });
  const url = new URL(ctx.config.google.authUrl);
  url.search = new URLSearchParams({
    client_id: client.id,
    redirect_uri: redirectUri(ctx),
    response_type: 'code',
    scope: GOOGLE_SCOPES.join(' '),
    // A refresh token, every time: without it the export stops working an hour later.
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }).toString();
  return url.toString();
}

/** Where the callback sends the browser when the state names no page (unknown, used or foreign). */
export const DEFAULT_RETURN = '/ai-slides';

export type ConsumedState =
  | { ok: true; userId: number; returnTo: string }
  | { ok: false; code: 'GOOGLE_STATE_INVALID' | 'GOOGLE_STATE_FOREIGN' };

/**
 * Takes a state out for the callback: deleted and read in one statement, so of two requests with the same
 * state only one gets it. A state past its time, or brought by a browser without the binding cookie that
 * asked for it (someone else's consent link), is refused; either way it cannot be tried again.
 */
export async function consumeState(
  ctx: AppContext,
  state: string,
  binding: string | undefined,
): Promise<ConsumedState> {
  const [row] = await ctx.db.delete(googleOauthStates).where(eq(googleOauthStates.nonce, state)).returning();
  if (!row || row.expiresAt.getTime() <= ctx.now().getTime())
    return { ok: false, code: 'GOOGLE_STATE_INVALID' };
  const given = Buffer.from(binding && BINDING_SHAPE.test(binding) ? hashOf(binding) : '');
  const expected = Buffer.from(row.browserHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, code: 'GOOGLE_STATE_FOREIGN' };
  }
  return { ok: true, userId: row.userId, returnTo: safeReturnPath(row.returnTo, DEFAULT_RETURN) };
}

const TokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive().default(3600),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().default(''),
  id_token: z.string().optional(),
});

/** A form POST to Google's token endpoint; a refusal is told apart (invalid_grant) from an outage. */
async function tokenRequest(ctx: AppContext, form: Record<string, string>) {
  let response: Response;
  try {
    response = await ctx.fetch(ctx.config.google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
  } catch {
    throw new AppError('GOOGLE_UNAVAILABLE');
  }
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  if (response.status === 400 || response.status === 401) {
    return { refused: body?.error ?? 'invalid_grant' } as const;
  }
  const parsed = TokenAnswerSchema.safeParse(body);
  if (!response.ok || !parsed.success) throw new AppError('GOOGLE_UNAVAILABLE');
  return { tokens: parsed.data } as const;
}

/** The callback's work: the code for tokens, kept sealed for the user the state names. */
export async function completeGoogleAuth(ctx: AppContext, userId: number, code: string): Promise<void> {
  const client = clientOf(ctx);
  const answer = await tokenRequest(ctx, {
    grant_type: 'authorization_code',
    code,
    client_id: client.id,
    client_secret: client.secret,
    redirect_uri: redirectUri(ctx),
  });
  if ('refused' in answer) throw new AppError('GOOGLE_AUTH_FAILED');
  const { tokens } = answer;
  const [existing] = await ctx.db
    .select({ refreshToken: googleConnections.refreshToken })
    .from(googleConnections)
    .where(eq(googleConnections.userId, userId));
  const refresh = tokens.refresh_token ? seal(ctx, tokens.refresh_token) : existing?.refreshToken;
  if (!refresh) throw new AppError('GOOGLE_AUTH_FAILED');
  let email: string | null = null;
  try {
    // Straight from Google's token endpoint over TLS: the id token's claims need no second check here.
    const claims = tokens.id_token ? (await import('jose')).decodeJwt(tokens.id_token) : {};
    email = typeof claims.email === 'string' ? claims.email.slice(0, 320) : null;
  } catch {
    email = null;
  }
  const now = ctx.now();
  const values = {
    email,
    scope: tokens.scope,
    refreshToken: refresh,
    accessToken: seal(ctx, tokens.access_token),
    accessExpiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
    updatedAt: now,
  };
  await ctx.db
    .insert(googleConnections)
    .values({ userId, connectedAt: now, ...values })
    .onConflictDoUpdate({ target: googleConnections.userId, set: { ...values, connectedAt: now } });
}

export async function disconnectGoogle(ctx: AppContext, userId: number): Promise<void> {
  await ctx.db.delete(googleConnections).where(eq(googleConnections.userId, userId));
}

/**
 * A usable access token for the user: the stored one, or a fresh one from the refresh token. A refresh
 * token Google no longer accepts (revoked by the user) ends the connection: the user authorises again.
 */
export async function googleAccessToken(ctx: AppContext, userId: number): Promise<string> {
  const client = clientOf(ctx);
  const [row] = await ctx.db.select().from(googleConnections).where(eq(googleConnections.userId, userId));
  if (!row) throw new AppError('GOOGLE_AUTH_REQUIRED');
  const now = ctx.now();
  if (
    row.accessToken &&
    row.accessExpiresAt &&
    row.accessExpiresAt.getTime() - REFRESH_MARGIN_MS > now.getTime()
  ) {
    return unseal(ctx, row.accessToken);
  }
  const answer = await tokenRequest(ctx, {
    grant_type: 'refresh_token',
    refresh_token: unseal(ctx, row.refreshToken),
    client_id: client.id,
    client_secret: client.secret,
  });
  if ('refused' in answer) {
    await disconnectGoogle(ctx, userId);
    throw new AppError('GOOGLE_AUTH_REQUIRED');
  }
  const { tokens } = answer;
  await ctx.db
    .update(googleConnections)
    .set({
      accessToken: seal(ctx, tokens.access_token),
      accessExpiresAt: new Date(now.getTime() + tokens.expires_in * 1000),
      ...(tokens.refresh_token && { refreshToken: seal(ctx, tokens.refresh_token) }),
      updatedAt: now,
    })
    .where(eq(googleConnections.userId, userId));
  return tokens.access_token;
}
