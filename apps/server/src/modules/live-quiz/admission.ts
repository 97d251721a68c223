import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { overLimit } from '#platform/rate-limit/rate-limiter.ts';
import { findOpenGameByPin, type GameRow } from './store.ts';

const WINDOW_MS = 10 * 60_000;
/**
 * PIN look-ups that find no running game, per address in ten minutes. A hall behind one NAT mistypes a few
 * PINs; someone trying PINs gets 30 of the 900,000 (with a hundred games running, a hit every 300 windows,
 * or two days).
 */
export const PIN_MISSES_PER_ADDRESS = 30;
/**
 * Joins into one game in ten minutes: every seat twice (a phone that lost its token, a seat that came free
 * and was taken again) and some; past it, someone is churning seats and the host's lock is the answer.
 */
export const joinsPerGame = (cap: number) => 2 * cap + 50;

/**
 * Who may look a PIN up and join, counted in the database so every process sees the same numbers. Every
 * look-up counts towards a ceiling taken in one statement (a burst cannot pass it together); look-ups that
 * find nothing count again towards a much lower limit, checked first and counted after (a parallel burst
 * may pass it together, only up to the ceiling). The join page's look-up and the socket's join share them.
 */
export class Admission {
  constructor(private readonly ctx: AppContext) {}

  /** The running game of a PIN; an ended one is not found, as a PIN never used. */
  async lookUp(address: string, pin: string): Promise<GameRow> {
    const { rateLimiter } = this.ctx;
    const all = { max: 2 * this.ctx.config.liveQuiz.joinsPerAddress, windowMs: WINDOW_MS };
    const counted = await rateLimiter.count(`live-pin:${address}`, all);
    if (!counted.allowed) throw overLimit(counted.retryAfterMs, 'LIVE_PIN_LOOKUPS_LIMITED');
    const missKey = `live-pin-miss:${address}`;
    const misses = await rateLimiter.isExhausted(missKey, {
      max: PIN_MISSES_PER_ADDRESS,
      windowMs: WINDOW_MS,
    });
    if (misses.exhausted) throw overLimit(misses.retryAfterMs, 'LIVE_PIN_LOOKUPS_LIMITED');
    const game = await findOpenGameByPin(this.ctx.db, pin);
    if (!game) {
      await rateLimiter.hit(missKey);
      throw new AppError('LIVE_PIN_NOT_FOUND');
    }
    return game;
  }

  /** Counts a join into a game from an address, refused past either limit. */
  async admitJoin(address: string, game: GameRow): Promise<void> {
    const { rateLimiter } = this.ctx;
    const fromAddress = await rateLimiter.count(`live-join:${address}`, {
      max: this.ctx.config.liveQuiz.joinsPerAddress,
      windowMs: WINDOW_MS,
    });
    if (!fromAddress.allowed) throw overLimit(fromAddress.retryAfterMs, 'LIVE_JOINS_LIMITED');
    const intoGame = await rateLimiter.count(`live-join-game:${game.id}`, {
      max: joinsPerGame(game.playerCap),
      windowMs: WINDOW_MS,
    });
    if (!intoGame.allowed) throw overLimit(intoGame.retryAfterMs, 'LIVE_JOINS_LIMITED');
  }
}
