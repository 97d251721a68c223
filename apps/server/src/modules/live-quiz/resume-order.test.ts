import type { LiveGameState, QuizQuestionInput } from '@pustaka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '#db/client.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPublisher, giveTrainerPlan, type TestUser } from '#test/factories.ts';
import { buildSibling, createGame, hostOf, joinAs, listen, TestSocket } from './test-kit.ts';

/**
 * The order a returning screen may rely on: `welcome` (or `host_welcome`) is its first frame and the
 * snapshot of the stage that welcome names is the very next one, however busy the game is meanwhile.
 */

const QUESTIONS: QuizQuestionInput[] = Array.from({ length: 12 }, (_, n) => ({
  type: 'single_choice',
  text: `Pertanyaan ${n + 1}`,
  options: ['salah', 'benar'],
  correct_indexes: [1],
  points: 1,
  time_limit_seconds: 60,
}));

/** The frame that shows each stage: an ended game shows its podium (then `ended`). */
const SNAPSHOT_OF: Record<LiveGameState, string> = {
  lobby: 'lobby',
  question: 'question',
  reveal: 'reveal',
  leaderboard: 'leaderboard',
  podium: 'podium',
  ended: 'podium',
};

let t: TestApp;
let trainer: TestUser;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  trainer = await createPublisher(t.app, t.ctx);
  await giveTrainerPlan(t.ctx, trainer.id);
  url = await listen(t.app);
});
afterAll(() => t.app.close());

type Frame = { type: string; game?: { state: LiveGameState }; index?: number; question_index?: number };

/** Where a stage frame stands in the game, so a screen's stages can be checked to only move forward. */
function stageOf(frame: Frame): number | undefined {
  if (frame.type === 'lobby') return 0;
  if (frame.type === 'question') return 1 + 3 * (frame.index ?? 0);
  if (frame.type === 'reveal') return 2 + 3 * (frame.question_index ?? 0);
  if (frame.type === 'leaderboard') return 3 + 3 * (frame.question_index ?? 0);
  if (frame.type === 'podium') return Number.MAX_SAFE_INTEGER;
  return undefined;
}

/**
 * A returning screen's frames: welcome first, the snapshot of welcome's stage next, and from then on only
 * newer stages (a stage shown twice or a step back means a frame slipped in between welcome and snapshot).
 */
function expectInOrder(frames: Frame[], welcomeType: string) {
  const seen = JSON.stringify(frames.map((f) => [f.type, f.index ?? f.question_index ?? f.game?.state]));
  const [welcome, snapshot] = frames;
  expect(welcome?.type, seen).toBe(welcomeType);
  const state = welcome?.game?.state as LiveGameState;
  expect(snapshot?.type, `after a welcome in ${state}: ${seen}`).toBe(SNAPSHOT_OF[state]);
  const stages = frames.map(stageOf).filter((stage) => stage !== undefined);
  for (let i = 1; i < stages.length; i++) {
    expect(stages[i], `stages only move forward: ${seen}`).toBeGreaterThan(stages[i - 1] as number);
  }
}

/** Waits until a socket has at least two frames or is closed (a replaced socket may close early). */
async function settled(socket: TestSocket): Promise<void> {
  const until = Date.now() + 5_000;
  while (socket.events.length < 2 && socket.closeCode === undefined && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The same database, with every hand-written read (the standings, the answers of a question) taking a
 * few tens of milliseconds more, as on a busy server: long enough for the clock's frames to fall due.
 */
function slowToRead(database: DatabaseHandle): DatabaseHandle {
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver);
      return async (...args: Parameters<Database['execute']>) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return target.execute(...args);
      };
    },
  });
  return { ...database, db };
}

/** Drops the process's runtimes once their sockets have gone, as the hub does with idle ones. */
async function forgetGames(app: TestApp['app']): Promise<void> {
  const until = Date.now() + 5_000;
  for (const runtime of await app.liveQuiz.loaded()) {
    while (runtime.hasConnections() && Date.now() < until) await new Promise((r) => setTimeout(r, 2));
    runtime.idleSince = 0;
  }
  app.liveQuiz.tick();
  await new Promise((resolve) => setImmediate(resolve));
}

describe('a returning screen while the game moves on', () => {
  it('always gets welcome, then the snapshot of the stage welcome names, then only newer stages', async () => {
    // The players come back to a second process whose database answers slowly; the host drives the game
    // from the first, so every stage reaches the players' process as an event while they keep coming back.
    const other = await buildSibling(t, slowToRead(t.ctx.database));
    const playersUrl = await listen(other.app);
    try {
      const game = await createGame(t, trainer, { mode: 'classic' }, QUESTIONS);
      const host = await hostOf(url, game);
      const joined = await Promise.all(
        ['Ani', 'Budi', 'Citra'].map((name) => joinAs(playersUrl, game.pin, name)),
      );
      host.send({ type: 'start' });
      for (const player of joined) await player.socket.next('question');

      let over = false;
      const gameDeadline = Date.now() + 120_000;
      const driving = (async () => {
        try {
          for (;;) {
            const before = host.events.length;
            host.send({ type: 'next' });
            // The host's own next stage frame says the step was taken. A host whose click got no answer
            // clicks again, as a person would; the game must still reach its podium in time.
            let clickedAt = Date.now();
            for (;;) {
              await new Promise((resolve) => setTimeout(resolve, 2));
              const fresh = host.events.slice(before) as Frame[];
              if (fresh.some((f) => f.type === 'podium')) return;
              if (fresh.some((f) => stageOf(f) !== undefined || f.type === 'error')) break;
              if (Date.now() > gameDeadline)
                throw new Error(`the host got no stage: ${JSON.stringify(fresh)}`);
              if (Date.now() - clickedAt > 3_000) {
                host.send({ type: 'next' });
                clickedAt = Date.now();
              }
            }
            // A varying pause, so screens come back at every moment of a step.
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
          }
        } finally {
          over = true;
        }
      })();
      // Awaited below; marked as handled now so a failure is this test's, not an unhandled rejection.
      driving.catch(() => undefined);

      const screens: { socket: TestSocket; welcome: string }[] = [];
      let previous = joined.map(({ socket }) => socket);
      while (!over) {
        // The players' process forgets the game between rounds (as after a restart, or when its last
        // screen left a while ago), so each round's screens load it afresh while the host moves it on.
        for (const socket of previous) socket.close();
        await Promise.all(previous.map((socket) => socket.closed));
        await forgetGames(other.app);
        const round = await Promise.all([
          ...joined.map(async ({ welcome }) => {
            const socket = await TestSocket.open(playersUrl, welcome.player.nickname);
            socket.send({ type: 'resume', resume_token: welcome.resume_token });
            return { socket, welcome: 'welcome' };
          }),
          (async () => {
            const socket = await TestSocket.open(playersUrl, 'host again');
            socket.send({ type: 'host', game_id: game.id, host_token: game.host_token });
            return { socket, welcome: 'host_welcome' };
          })(),
        ]);
        await Promise.all(round.map(({ socket }) => settled(socket)));
        // Long enough for the host to take a step or two while these screens are open.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
        screens.push(...round);
        previous = round.map(({ socket }) => socket);
      }
      await driving;
      await new Promise((resolve) => setTimeout(resolve, 100));

      for (const { socket, welcome } of screens) expectInOrder(socket.events as Frame[], welcome);
      expect(screens.length).toBeGreaterThan(20);
      for (const { socket } of screens) socket.close();
      host.close();
    } finally {
      await other.app.close();
    }
  }, 90_000);
});
