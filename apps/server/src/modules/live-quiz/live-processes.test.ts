import { LIVE_QUIZ_LIMITS } from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres, selectRows } from '#db/client.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPublisher, giveTrainerPlan, type TestUser } from '#test/factories.ts';
import { requireTestRedis, uniqueRedisPrefix } from '#test/test-redis.ts';
import { CLOSE_GRACE_MS } from './runtime.ts';
import { buildSibling, createGame, hostOf, joinAs, listen, TestSocket, tick } from './test-kit.ts';

/**
 * Two app processes serve one game: players on either see the same game. On PostgreSQL each app has its
 * own connections, as two processes would. The embedded PGlite is one process's private database (a second
 * process cannot open it), so there the two apps share it, which only the Redis run does: its events then
 * still cross between the apps through Redis alone, since that transport never touches the database.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('two processes, one game, events through PostgreSQL LISTEN/NOTIFY', () =>
  twoProcessesOneGame({ redis: false }),
);

describe('two processes, one game, events through Redis pub/sub', () => twoProcessesOneGame({ redis: true }));

function twoProcessesOneGame({ redis }: { redis: boolean }) {
  let t: TestApp;
  let trainer: TestUser;
  let second: Awaited<ReturnType<typeof buildSibling>>;
  let urlA: string;
  let urlB: string;
  let other: DatabaseHandle | undefined;
  const redisPrefix = uniqueRedisPrefix();

  beforeAll(async () => {
    t = await buildTestApp(redis ? { REDIS_URL: await requireTestRedis(), REDIS_PREFIX: redisPrefix } : {});
    trainer = await createPublisher(t.app, t.ctx);
    await giveTrainerPlan(t.ctx, trainer.id);
    if (serverUrl) {
      const [row] = await selectRows<{ name: string }>(t.ctx.db, sql`select current_database() as name`);
      const url = new URL(serverUrl);
      url.pathname = `/${row?.name}`;
      other = await openPostgres(url.toString());
    }
    // The sibling takes the first app's configuration: the same transport (and Redis prefix).
    second = await buildSibling(t, other);
    urlA = await listen(t.app);
    urlB = await listen(second.app);
  });
  afterAll(async () => {
    await second?.app.close();
    await other?.close();
    await t?.app.close();
  });

  it.runIf(redis)('has both apps on the Redis channel', async () => {
    const admin = new Redis(await requireTestRedis());
    try {
      const [, subscribers] = (await admin.pubsub('NUMSUB', `${redisPrefix}pustaka_events`)) as [
        string,
        number,
      ];
      expect(subscribers).toBe(2);
    } finally {
      await admin.quit();
    }
  });

  it('plays a question with players on both processes and the host on one', async () => {
    const game = await createGame(t, trainer);
    const host = await hostOf(urlA, game);
    const onA = await joinAs(urlA, game.pin, 'Ayu');
    const onB = await joinAs(urlB, game.pin, 'Bayu');
    const lateOnB = await joinAs(urlB, game.pin, 'Cahya');
    // The host, on A, hears of the players who joined on B.
    const arrived: string[] = [];
    while (arrived.length < 3) arrived.push(...(await host.next('players')).joined.map((p) => p.nickname));
    expect(arrived.sort()).toEqual(['Ayu', 'Bayu', 'Cahya']);
    // The nickname is unique across processes too.
    const clash = await TestSocket.open(urlA, 'clash');
    clash.send({ type: 'join', pin: game.pin, nickname: 'bayu' });
    expect((await clash.next('error')).code).toBe('LIVE_NICKNAME_TAKEN');

    host.send({ type: 'start' });
    const q = await onB.socket.next('question');
    await onA.socket.next('question');
    const right = q.options.indexOf('benar');
    onB.socket.send({ type: 'answer', id: 'b', question_index: 0, answer: right });
    await onB.socket.next('ack');
    t.clock.advance(10_000);
    onA.socket.send({ type: 'answer', id: 'a', question_index: 0, answer: right });
    await onA.socket.next('ack');
    const counted = await host.next('answer_count');
    expect(counted.total).toBe(3);
    t.clock.advance(10_000 + CLOSE_GRACE_MS);
    await tick(t.app, second.app);
    expect((await onB.socket.next('reveal')).you).toMatchObject({ points: 1000, rank: 1 });
    expect((await onA.socket.next('reveal')).you).toMatchObject({ points: 750, rank: 2 });
    expect((await lateOnB.socket.next('reveal')).you).toMatchObject({ answered: false, rank: 3 });
    host.send({ type: 'next' });
    expect((await onB.socket.next('leaderboard')).top.map((r) => r.nickname)).toEqual([
      'Bayu',
      'Ayu',
      'Cahya',
    ]);

    // A player of B comes back through A, with the same score.
    onB.socket.ws.terminate();
    const back = await TestSocket.open(urlA, 'Bayu on A');
    back.send({ type: 'resume', resume_token: onB.welcome.resume_token });
    expect(await back.next('welcome')).toMatchObject({ score: 1000, streak: 1 });
    expect((await back.next('leaderboard')).you).toMatchObject({ rank: 1, score: 1000 });
    host.send({ type: 'end' });
    expect((await lateOnB.socket.next('podium')).top[0]?.nickname).toBe('Bayu');
    expect((await back.next('podium')).you).toMatchObject({ rank: 1 });
  });

  it('shows every stage on the other process even when the host moves on at once', async () => {
    const game = await createGame(t, trainer);
    const host = await hostOf(urlA, game);
    const onB = await joinAs(urlB, game.pin, 'Dewi');
    host.send({ type: 'start' });
    await onB.socket.next('question');
    // Process B is held busy while the host goes through reveal and leaderboard to the next question:
    // when B catches up, the game row already shows the next question, and B must still show every
    // stage, in order, from the events.
    const runtimeOnB = (await second.app.liveQuiz.loaded()).find((r) => r.game.id === game.id);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    void (runtimeOnB as unknown as { exclusive: (work: () => Promise<void>) => Promise<void> }).exclusive(
      () => held,
    );
    host.send({ type: 'next' });
    await host.next('reveal');
    host.send({ type: 'next' });
    await host.next('leaderboard');
    host.send({ type: 'next' });
    await host.next('question');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const nextQuestion = await onB.socket.next('question');
    expect(nextQuestion.index).toBe(1);
    const stages = onB.socket.events
      .map((e) => e.type)
      .filter((type) => ['question', 'reveal', 'leaderboard'].includes(type));
    expect(stages).toEqual(['question', 'reveal', 'leaderboard', 'question']);
    host.send({ type: 'end' });
  });

  it('counts seats in the database: players gone from one process free theirs for a class on the other', async () => {
    const game = await createGame(t, trainer, { player_cap: 3 });
    const hostOnB = await hostOf(urlB, game);
    const gone: number[] = [];
    for (const name of ['Hantu 1', 'Hantu 2', 'Hantu 3']) {
      const bot = await joinAs(urlB, game.pin, name);
      gone.push(bot.welcome.player.id);
      bot.socket.close();
      await bot.socket.closed;
    }
    const early = await TestSocket.open(urlA, 'early');
    early.send({ type: 'join', pin: game.pin, nickname: 'Ani' });
    expect((await early.next('error')).code).toBe('LIVE_GAME_FULL');

    t.clock.advance(LIVE_QUIZ_LIMITS.seatGraceMs + 1);
    const ani = await joinAs(urlA, game.pin, 'Ani');
    // Process A freed the seats; B hears of it and its host's lobby drops them.
    const left = new Set<number>();
    while (!gone.every((id) => left.has(id)))
      for (const id of (await hostOnB.next('players')).left) left.add(id);
    await joinAs(urlA, game.pin, 'Budi');
    await joinAs(urlB, game.pin, 'Citra');

    // A lock set through one process holds for a join through the other.
    hostOnB.send({ type: 'lock' });
    await hostOnB.next('lock');
    const late = await TestSocket.open(urlA, 'late');
    late.send({ type: 'join', pin: game.pin, nickname: 'Dodi' });
    expect((await late.next('error')).code).toBe('LIVE_GAME_LOCKED');
    expect(ani.socket.closeCode).toBeUndefined();
    hostOnB.send({ type: 'end' });
  });
}
