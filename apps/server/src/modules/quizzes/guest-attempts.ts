import { createHash, randomBytes } from 'node:crypto';
import type { GuestSession } from '@pustaka/contract';
import type { AppContext } from '#platform/context.ts';
import { overLimit } from '#platform/rate-limit/rate-limiter.ts';
import { ipv6ToBigInt } from '#platform/safe-fetch/address-check.ts';
import { claimsSeal } from '#platform/signed-claims.ts';
import type { QuizRow } from './quiz-rows.ts';
import { startQuizSession } from './sessions.ts';

/**
 * How many guests one address may bring to a quiz with an attempt limit, in a day: each of them may use
 * every attempt. A school lets a whole class (28 to 36 pupils in an Indonesian class, 40 at most) or two
 * out through one NAT address, so a tighter ceiling would lock real pupils out; a player who clears their
 * browser to start over gets at most this many times the limit from one network, not endless attempts.
 */
export const GUEST_PLAYERS_PER_ADDRESS = 80;
const ADDRESS_WINDOW_MS = 24 * 60 * 60_000;

type Seal = ReturnType<typeof claimsSeal>;
const seals = new WeakMap<AppContext, Seal>();
function sealOf(ctx: AppContext): Seal {
  let seal = seals.get(ctx);
  if (!seal) {
    seal = claimsSeal(ctx.config.authSecret, 'quiz-guest-browser', 120);
    seals.set(ctx, seal);
  }
  return seal;
}

export type GuestBrowser = { token: string; hash: string; isNew: boolean };

const hashOf = (id: string) => createHash('sha256').update(`quiz-browser:${id}`).digest('hex');

/**
 * The browser a guest plays from: the one named by the signed token it sent back (`X-Quiz-Browser`), or a
 * new one. A missing, forged or altered token gets a new browser rather than a refusal: a browser that
 * lost its storage is not an attacker, and the ceiling per address is what holds against one who clears it.
 */
export function guestBrowserOf(ctx: AppContext, token: string | undefined): GuestBrowser {
  if (token) {
    try {
      const claims = sealOf(ctx).open(token);
      if (typeof claims.b === 'string' && /^[A-Za-z0-9_-]{22}$/.test(claims.b)) {
        return { token, hash: hashOf(claims.b), isNew: false };
      }
    } catch {
      // not ours: a new browser below
    }
  }
  const id = randomBytes(16).toString('base64url');
  return { token: sealOf(ctx).sign({ b: id }), hash: hashOf(id), isNew: true };
}

/**
 * The network a request comes from: an IPv4 address, or the /64 of an IPv6 one (a single home or phone
 * is given a whole /64, so its addresses inside it are one network).
 */
export function networkOf(ip: string): string {
  const bare = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!bare.includes(':')) return bare;
  const value = ipv6ToBigInt(bare);
  return value === undefined ? bare : `${(value >> 64n).toString(16)}::/64`;
}

/**
 * Counts a guest's new attempt against their network's ceiling for this quiz (one statement, so a burst
 * cannot all pass); QUIZ_ADDRESS_ATTEMPTS_EXHAUSTED past it. Quizzes without an attempt limit have only
 * the route's ceiling on starts.
 */
export async function admitGuestFromNetwork(ctx: AppContext, quiz: QuizRow, ip: string): Promise<void> {
  if (quiz.attemptsAllowed === null) return;
  const { allowed, retryAfterMs } = await ctx.rateLimiter.count(
    `quiz-guest-attempts:${quiz.id}:${networkOf(ip)}`,
    { max: quiz.attemptsAllowed * GUEST_PLAYERS_PER_ADDRESS, windowMs: ADDRESS_WINDOW_MS },
  );
  if (!allowed) throw overLimit(retryAfterMs, 'QUIZ_ADDRESS_ATTEMPTS_EXHAUSTED');
}
/**
 * Starts a guest's session of a public quiz; the token in the answer is its only key, stored only as a
 * hash. The quiz's attempt limit holds per browser (the signed token it sent back, or a new one) and, a
 * whole class's worth of times over, per network address.
 */
export async function startGuestSession(
  ctx: AppContext,
  quizId: number,
  guest: { nickname: string; browserToken: string | undefined; ip: string },
): Promise<GuestSession> {
  const browser = guestBrowserOf(ctx, guest.browserToken);
  const { session, guestToken } = await startQuizSession(
    ctx,
    { quizId, player: { nickname: guest.nickname, browserHash: browser.hash, newBrowser: browser.isNew } },
    { publicOnly: true, admit: (quiz) => admitGuestFromNetwork(ctx, quiz, guest.ip) },
  );
  return { ...session, guest_token: guestToken as string, browser_token: browser.token };
}
