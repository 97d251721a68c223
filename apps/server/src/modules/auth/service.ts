import { setTimeout as sleep } from 'node:timers/promises';
import {
  type LoginRequestSchema,
  type RegisterRequestSchema,
  safeReturnPath,
  type User,
} from '@pustaka/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  createUser,
  findAccess,
  findCredentialsByEmail,
  getPasswordHash,
  getUser,
  markEmailVerified,
  setPasswordHash,
  USER_CHANGED,
  USER_DEACTIVATED,
} from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { type Attempt, overLimit } from '#platform/rate-limit/rate-limiter.ts';
import { EXPIRED_LINKS_KEPT_MS, sweepExpiredRows } from '#platform/sweeps.ts';
import { verificationMail } from './mails.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { SessionCache } from './session-cache.ts';
import { emailVerificationTokens, passwordTokens, sessions } from './tables.ts';
import { newOpaqueToken, newSessionId, sha256, TokenSigner } from './tokens.ts';

const DAY_MS = 86_400_000;
/** Without remember-me the token lives in session storage; a day is plenty. With it, thirty days. */
const SESSION_TTL_MS = { short: DAY_MS, remembered: 30 * DAY_MS };
const VERIFICATION_TTL_MS = DAY_MS;
/** Failed logins one address may make, whatever the emails: a guesser's budget. */
const LOGIN_FAILURES_PER_IP = { max: 10, windowMs: 15 * 60_000 };
/**
 * Failed logins on one email, from anywhere, after which every login to it waits a moment first. Refusing
 * here instead would let anyone lock the owner out, so this limit only slows down, never refuses.
 */
const LOGIN_FAILURES_PER_EMAIL = { max: 10, windowMs: 15 * 60_000 };
export const SLOWED_LOGIN_DELAY_MS = 2_000;
/** Sign-ups one address may make: each costs a password hash and a mail. */
const REGISTRATIONS_PER_IP = { max: 20, windowMs: 60 * 60_000 };
/** Sign-ups with an already registered email one address may make: the clear answer must not list accounts. */
const TAKEN_EMAILS_PER_IP = { max: 5, windowMs: 60 * 60_000 };
const VERIFICATION_MAIL_LIMIT = { max: 5, windowMs: 60 * 60_000 };

type Credentials = NonNullable<Awaited<ReturnType<typeof findCredentialsByEmail>>>;
export type RequestMeta = { ip: string; userAgent: string | undefined };
export type IssuedSession = { token: string; user: User; expiresAt: Date };

/** Accounts, sessions and email verification. Built once per app; holds the signer and the session cache. */
export class AuthService {
  private readonly signer: TokenSigner;
  readonly cache = new SessionCache();

  constructor(private readonly ctx: AppContext) {
    this.signer = new TokenSigner(ctx.config.authSecret);
    ctx.events.on(USER_CHANGED, (userId) => this.cache.dropUser(Number(userId)));
    ctx.events.on(SESSION_REVOKED, (sessionId) => this.cache.dropSession(sessionId));
    // Only the process that deactivated the user writes the revocation; the others just drop their cache.
    ctx.events.on(USER_DEACTIVATED, (userId, { local }) =>
      local ? this.revokeAllSessions(Number(userId)) : undefined,
    );
    sweepExpiredRows(ctx, 'auth.expired-sessions', sessions, sessions.expiresAt);
    sweepExpiredRows(
      ctx,
      'auth.old-verification-links',
      emailVerificationTokens,
      emailVerificationTokens.expiresAt,
      EXPIRED_LINKS_KEPT_MS,
    );
    sweepExpiredRows(
      ctx,
      'auth.old-password-links',
      passwordTokens,
      passwordTokens.expiresAt,
      EXPIRED_LINKS_KEPT_MS,
    );
  }

  async register(input: z.output<typeof RegisterRequestSchema>, meta: RequestMeta): Promise<IssuedSession> {
    const registration = await this.ctx.rateLimiter.consume(`register:ip:${meta.ip}`, REGISTRATIONS_PER_IP);
    refuseWhenExhausted(registration, 'TOO_MANY_REGISTRATIONS');
    // Held as a taken email until the account exists, so parallel probes cannot all get their answer.
    const probe = await this.ctx.rateLimiter.reserve(`register:taken:${meta.ip}`, TAKEN_EMAILS_PER_IP);
    refuseWhenExhausted(probe, 'TOO_MANY_REGISTRATIONS');
    let userId: number | undefined;
    try {
      userId = await createUser(this.ctx.db, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
      });
    } finally {
      await probe.settle(userId === undefined ? 'failed' : 'succeeded');
    }
    const session = await this.issueSession(userId, true, meta);
    // The first verification mail goes out with the registration; failure to send must not undo the account.
    await this.sendVerification(userId, '/dashboard').catch(() => undefined);
    return session;
  }

  async login(input: z.output<typeof LoginRequestSchema>, meta: RequestMeta): Promise<IssuedSession> {
    // The attempt holds a place as a failure of its address while its password is checked, so a burst of
    // parallel guesses gets no more checks than the limit; a right password gives the place back.
    const attempt = await this.ctx.rateLimiter.reserve(`login:ip:${meta.ip}`, LOGIN_FAILURES_PER_IP);
    refuseWhenExhausted(attempt, 'TOO_MANY_ATTEMPTS');
    let account: Credentials | undefined;
    try {
      account = await this.checkPassword(input.email, input.password);
    } finally {
      await attempt.settle(account ? 'succeeded' : 'failed');
    }
    if (!account) throw new AppError('INVALID_CREDENTIALS');
    if (!account.isActive) throw new AppError('ACCOUNT_DEACTIVATED');
    return this.issueSession(account.id, input.remember_me, meta);
  }

  /**
   * The account, when the password is right. Failures on an email, from any address, slow down every later
   * check of it; the owner's success clears them.
   */
  private async checkPassword(email: string, password: string): Promise<Credentials | undefined> {
    const emailKey = `login:email:${email}`;
    const failures = await this.ctx.rateLimiter.usage(emailKey, LOGIN_FAILURES_PER_EMAIL);
    if (failures.count >= LOGIN_FAILURES_PER_EMAIL.max) await sleep(SLOWED_LOGIN_DELAY_MS);
    const account = await findCredentialsByEmail(this.ctx.db, email);
    // An account whose owner has not chosen a password yet takes as long to refuse as an unknown email.
    const passwordOk = account?.passwordHash
      ? await verifyPassword(account.passwordHash, password)
      : await burnPasswordCheck(password).then(() => false);
    if (!account || !passwordOk) {
      await this.ctx.rateLimiter.hit(emailKey);
      return undefined;
    }
    await this.ctx.rateLimiter.reset(emailKey);
    return account;
  }

  private async issueSession(userId: number, rememberMe: boolean, meta: RequestMeta): Promise<IssuedSession> {
    const now = this.ctx.now();
    const expiresAt = new Date(
      now.getTime() + (rememberMe ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.short),
    );
    const sessionId = newSessionId();
    await this.ctx.db.insert(sessions).values({
      id: sessionId,
      userId,
      rememberMe,
      createdAt: now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    });
    const token = await this.signer.sign({ userId, sessionId, expiresAt });
    return { token, user: await getUser(this.ctx.db, userId), expiresAt };
  }

  /** Resolves a bearer token to the caller; revoked, expired or forged tokens and inactive users get 401. */
  async authenticate(token: string | undefined): Promise<Principal> {
    if (!token) throw new AppError('UNAUTHENTICATED');
    const now = this.ctx.now();
    const cached = this.cache.get(token, now.getTime());
    if (cached) return cached;
    const claims = await this.signer.verify(token, now);
    if (!claims) throw new AppError('UNAUTHENTICATED');

    const [session] = await this.ctx.db
      .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, claims.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    if (!session || session.userId !== claims.userId) throw new AppError('SESSION_REVOKED');
    const user = await findAccess(this.ctx.db, session.userId);
    if (!user?.is_active) throw new AppError('SESSION_REVOKED');

    const principal: Principal = {
      userId: user.id,
      sessionId: claims.sessionId,
      role: user.role,
      roles: user.roles,
      groupIds: user.groups.map((g) => g.id),
      groupNames: user.groups.map((g) => g.name),
      emailVerified: user.email_verified,
      user,
    };
    this.cache.set(token, principal, Math.min(session.expiresAt.getTime(), claims.expiresAt), now.getTime());
    return principal;
  }

  async logout(principal: Principal): Promise<void> {
    await this.ctx.db
      .update(sessions)
      .set({ revokedAt: this.ctx.now() })
      .where(and(eq(sessions.id, principal.sessionId), isNull(sessions.revokedAt)));
    await this.ctx.events.publish(SESSION_REVOKED, principal.sessionId);
  }

  /** Changes the password and ends every other session of the user; the current one stays logged in. */
  async changePassword(principal: Principal, currentPassword: string, newPassword: string): Promise<void> {
    const currentHash = await getPasswordHash(this.ctx.db, principal.userId);
    if (!currentHash || !(await verifyPassword(currentHash, currentPassword)))
      throw new AppError('INVALID_CURRENT_PASSWORD');
    if (currentPassword === newPassword) throw new AppError('PASSWORD_UNCHANGED');
    const newHash = await hashPassword(newPassword);
    await this.ctx.db.transaction(async (tx) => {
      await setPasswordHash(tx, principal.userId, newHash);
      await tx
        .update(sessions)
        .set({ revokedAt: this.ctx.now() })
        .where(
          and(
            eq(sessions.userId, principal.userId),
            ne(sessions.id, principal.sessionId),
            isNull(sessions.revokedAt),
          ),
        );
    });
    await this.ctx.events.publish(USER_CHANGED, String(principal.userId));
  }

  /** Revokes every session of a user: deactivation and deletion call this. */
  async revokeAllSessions(userId: number): Promise<void> {
    await this.ctx.db
      .update(sessions)
      .set({ revokedAt: this.ctx.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await this.ctx.events.publish(USER_CHANGED, String(userId));
  }

  async requestVerificationMail(principal: Principal, redirect: string | undefined): Promise<void> {
    if (principal.emailVerified) throw new AppError('ALREADY_VERIFIED');
    const { allowed, retryAfterMs } = await this.ctx.rateLimiter.consume(
      `verify-mail:${principal.userId}`,
      VERIFICATION_MAIL_LIMIT,
    );
    if (!allowed) throw overLimit(retryAfterMs);
    await this.sendVerification(principal.userId, redirect ?? '/dashboard');
  }

  private async sendVerification(userId: number, redirect: string): Promise<void> {
    const user = await getUser(this.ctx.db, userId);
    const { token, hash } = newOpaqueToken();
    const now = this.ctx.now();
    await this.ctx.db.insert(emailVerificationTokens).values({
      userId,
      tokenHash: hash,
      redirect,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
    });
    const link = `${this.ctx.config.publicUrl}/verify-email?token=${token}&next=${encodeURIComponent(redirect)}`;
    await this.ctx.mailer.send({ to: user.email, ...verificationMail(user, link) });
  }

  /** Uses a verification link once; answers where the web app should go next. */
  async verifyEmail(token: string): Promise<{ redirect: string }> {
    const now = this.ctx.now();
    const result = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, sha256(token)))
        .for('update');
      if (!row) throw new AppError('TOKEN_INVALID');
      if (row.usedAt) throw new AppError('TOKEN_USED');
      if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('TOKEN_EXPIRED');
      await tx
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(eq(emailVerificationTokens.id, row.id));
      await markEmailVerified(this.ctx, tx, row.userId);
      return { userId: row.userId, redirect: row.redirect };
    });
    await this.ctx.events.publish(USER_CHANGED, String(result.userId));
    // Links mailed before the rule tightened may carry a path it now refuses.
    return { redirect: safeReturnPath(result.redirect, '/dashboard') };
  }
}

function refuseWhenExhausted(attempt: Attempt, code: 'TOO_MANY_ATTEMPTS' | 'TOO_MANY_REGISTRATIONS'): void {
  if (!attempt.allowed) {
    throw overLimit(attempt.retryAfterMs, code);
  }
}

/** Published when one session ends, so every process drops it from its cache. */
export const SESSION_REVOKED = 'session.revoked';
