import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#db/client.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher, createUser, giveTrainerPlan, type TestUser } from '#test/factories.ts';
import { isOffensive } from './nicknames.ts';
import { MAX_SPEED_POINTS, STREAK_CAP, STREAK_STEP, scoreLiveAnswer } from './scoring.ts';
import { createGame, hostOf, joinAs, listen, TestSocket } from './test-kit.ts';

/** Every bad input gets a clear error to that client only, and nothing of the game changes. */

let t: TestApp;
let trainer: TestUser;
let otherTrainer: TestUser;
let learner: TestUser;
let url: string;

beforeAll(async () => {
  t = await buildTestApp();
  trainer = await createPublisher(t.app, t.ctx);
  otherTrainer = await createPublisher(t.app, t.ctx);
  learner = await createUser(t.app, t.ctx);
  await giveTrainerPlan(t.ctx, trainer.id);
  await giveTrainerPlan(t.ctx, otherTrainer.id);
  url = await listen(t.app);
});
afterAll(() => t.app.close());

async function playerRows(gameId: number) {
  const rows = await selectRows<{ n: number }>(
    t.ctx.db,
    sql`select count(*)::int as n from live_players where game_id = ${gameId}`,
  );
  return rows[0]?.n;
}

async function errorOf(socket: TestSocket, message: unknown) {
  socket.send(message);
  return socket.next('error');
}

describe('live quiz scoring', () => {
  const question = {
    id: 1,
    type: 'single_choice' as const,
    text: 'q',
    options: [
      { id: 'o1', text: 'a' },
      { id: 'o2', text: 'b' },
    ],
    correct: ['o1'],
    points: 1,
    timeLimitSeconds: 20,
  };
  it('gives 1,000 at once, 500 at the deadline, a streak bonus capped, and nothing for a wrong answer', () => {
    const score = (answer: string, elapsedMs: number, streak: number) =>
      scoreLiveAnswer('classic', question, 20_000, [answer], { elapsedMs, streak }).points;
    expect(score('o1', 0, 0)).toBe(MAX_SPEED_POINTS);
    expect(score('o1', 20_000, 0)).toBe(500);
    expect(score('o1', 5_000, 0)).toBe(875);
    expect(score('o1', 0, 2)).toBe(1_000 + 2 * STREAK_STEP);
    expect(score('o1', 0, 50)).toBe(1_000 + STREAK_CAP * STREAK_STEP);
    expect(score('o2', 0, 3)).toBe(0);
    expect(
      scoreLiveAnswer('accuracy', question, 20_000, ['o1'], { elapsedMs: 19_000, streak: 4 }).points,
    ).toBe(1);
  });

  it('refuses offensive nicknames in Indonesian and English, but not names that merely contain the letters', () => {
    for (const bad of ['bangsat', 'B4NGS4T', 'Anjing Liar', 'fuck', 'xXkontolXx', 'Shit Happens'])
      expect(isOffensive(bad), bad).toBe(true);
    for (const fine of [
      'Assa',
      'Anjani',
      'Tasya',
      'Bassist',
      'Dewi',
      'Scunthorpe',
      'Banjir',
      'Taiwan',
      'Pemain 455',
      'Pemain 5',
    ])
      expect(isOffensive(fine), fine).toBe(false);
  });
});

describe('live quiz HTTP', () => {
  it('creates games only from the caller’s own quiz, with a plan that has the LMS', async () => {
    const game = await createGame(t, trainer);
    const status = await api(t.app, {
      method: 'GET',
      url: `/api/v2/publisher/lms/quiz-sessions/${game.id}/live_status`,
      token: trainer.token,
    });
    expect(status.json().data).toMatchObject({ state: 'lobby', question_index: -1, player_count: 0 });
    for (const [token, code] of [
      [otherTrainer.token, 404],
      [learner.token, 403],
    ] as const) {
      const response = await api(t.app, {
        method: 'GET',
        url: `/api/v2/publisher/lms/quiz-sessions/${game.id}`,
        token,
      });
      expect(response.statusCode).toBe(code);
    }
    const quizOfOther = await api(t.app, {
      method: 'POST',
      url: `/api/v2/publisher/lms/quizzes/${game.quiz_id}/live`,
      token: otherTrainer.token,
      body: {},
    });
    expect(quizOfOther.statusCode).toBe(404);
    const badCap = await api(t.app, {
      method: 'POST',
      url: `/api/v2/publisher/lms/quizzes/${game.quiz_id}/live`,
      token: trainer.token,
      body: { player_cap: 1_000_000 },
    });
    expect(badCap.statusCode).toBe(400);
    const again = await api(t.app, {
      method: 'GET',
      url: `/api/v2/publisher/lms/quiz-sessions/${game.id}/host`,
      token: trainer.token,
    });
    expect(again.json().data.host_token).toBe(game.host_token);
  });

  it('looks a PIN up for the join page, and refuses an unknown one', async () => {
    const game = await createGame(t, trainer, { player_cap: 1 });
    const found = await api(t.app, { method: 'GET', url: `/api/v2/live/games/${game.pin}` });
    expect(found.json().data).toMatchObject({ pin: game.pin, title: 'Kuis Langsung', joinable: true });
    const unknown = game.pin === '999999' ? '999998' : '999999';
    const missing = await api(t.app, { method: 'GET', url: `/api/v2/live/games/${unknown}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('LIVE_PIN_NOT_FOUND');
    expect((await api(t.app, { method: 'GET', url: '/api/v2/live/games/12ab56' })).statusCode).toBe(400);
  });
});

describe('live quiz bad input over the socket', () => {
  it('refuses joins: unknown PIN, bad, offensive or duplicate nickname, a full game, an ended game', async () => {
    const game = await createGame(t, trainer, { player_cap: 2 });
    const host = await hostOf(url, game);
    const first = await joinAs(url, game.pin, 'Sari');
    const socket = await TestSocket.open(url, 'joiner', { 'accept-language': 'en' });
    const unknown = game.pin === '999999' ? '999998' : '999999';
    expect(await errorOf(socket, { type: 'join', pin: unknown, nickname: 'Rudi' })).toMatchObject({
      code: 'LIVE_PIN_NOT_FOUND',
      message: 'No game has this PIN. Check the number again.',
    });
    expect((await errorOf(socket, { type: 'join', pin: game.pin, nickname: '   ' })).code).toBe(
      'LIVE_NICKNAME_INVALID',
    );
    expect((await errorOf(socket, { type: 'join', pin: game.pin, nickname: 'x'.repeat(21) })).code).toBe(
      'LIVE_NICKNAME_INVALID',
    );
    expect((await errorOf(socket, { type: 'join', pin: game.pin, nickname: '<script>' })).code).toBe(
      'LIVE_NICKNAME_INVALID',
    );
    expect((await errorOf(socket, { type: 'join', pin: game.pin, nickname: 'B4ngsat' })).code).toBe(
      'LIVE_NICKNAME_OFFENSIVE',
    );
    expect((await errorOf(socket, { type: 'join', pin: game.pin, nickname: ' SÁRI ' })).code).toBe(
      'LIVE_NICKNAME_TAKEN',
    );
    await joinAs(url, game.pin, 'Tono');
    const full = await errorOf(socket, { type: 'join', pin: game.pin, nickname: 'Umi' });
    expect(full).toMatchObject({ code: 'LIVE_GAME_FULL', message: 'The game is full (2 players).' });
    expect(await playerRows(game.id)).toBe(2);
    // The socket is still usable after its refusals, and nobody else heard of them.
    expect(first.socket.all('error')).toEqual([]);
    expect(host.all('error')).toEqual([]);

    host.send({ type: 'end' });
    await host.next('ended');
    const late = await TestSocket.open(url, 'late');
    // An ended game's PIN tells a stranger no more than a PIN never used.
    expect((await errorOf(late, { type: 'join', pin: game.pin, nickname: 'Vina' })).code).toBe(
      'LIVE_PIN_NOT_FOUND',
    );
    expect((await errorOf(late, { type: 'resume', resume_token: 'a'.repeat(32) })).code).toBe(
      'LIVE_RESUME_INVALID',
    );
    late.close();
    socket.close();
  });

  it('refuses answers out of turn, twice, out of range, and messages that are not the protocol', async () => {
    const game = await createGame(t, trainer);
    const host = await hostOf(url, game);
    const { socket } = await joinAs(url, game.pin, 'Wati');
    const bystander = await joinAs(url, game.pin, 'Yudi');
    const stranger = await TestSocket.open(url, 'stranger');
    expect((await errorOf(stranger, { type: 'answer', id: 'z', question_index: 0, answer: 1 })).code).toBe(
      'LIVE_NOT_JOINED',
    );
    expect((await errorOf(socket, { type: 'answer', id: 'early', question_index: 0, answer: 1 })).code).toBe(
      'LIVE_QUESTION_NOT_OPEN',
    );
    expect((await errorOf(socket, { type: 'start' })).code).toBe('LIVE_HOST_FORBIDDEN');
    expect((await errorOf(socket, { type: 'join', pin: game.pin, nickname: 'Lagi' })).code).toBe(
      'LIVE_ALREADY_JOINED',
    );
    expect(
      (await errorOf(stranger, { type: 'host', game_id: game.id, host_token: 'x'.repeat(43) })).code,
    ).toBe('LIVE_HOST_FORBIDDEN');
    host.send({ type: 'start' });
    const question = await socket.next('question');
    expect((await errorOf(socket, { type: 'answer', id: 'a', question_index: 1, answer: 1 })).code).toBe(
      'LIVE_QUESTION_NOT_OPEN',
    );
    for (const answer of [3, -1, [0, 1], true, 'benar', 1.5]) {
      expect(
        (await errorOf(socket, { type: 'answer', id: 'bad', question_index: 0, answer })).code,
        String(answer),
      ).toBe(answer === 1.5 ? 'LIVE_MESSAGE_INVALID' : 'LIVE_ANSWER_INVALID');
    }
    expect((await errorOf(socket, '{not json')).code).toBe('LIVE_MESSAGE_INVALID');
    expect((await errorOf(socket, { type: 'teleport' })).code).toBe('LIVE_MESSAGE_INVALID');
    expect((await errorOf(socket, { type: 'answer', question_index: 0, answer: 1 })).code).toBe(
      'LIVE_MESSAGE_INVALID',
    );
    expect((await errorOf(host, { type: 'kick', player_id: 999_999 })).code).toBe('LIVE_COMMAND_INVALID');
    expect((await errorOf(host, { type: 'start' })).code).toBe('LIVE_COMMAND_INVALID');
    // Nothing was stored by any of it; the first proper answer counts, a second one does not.
    const before = await selectRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from live_answers where game_id = ${game.id}`,
    );
    expect(before[0]?.n).toBe(0);
    const right = question.options.indexOf('benar');
    socket.send({ type: 'answer', id: 'ok', question_index: 0, answer: right });
    await socket.next('ack');
    expect((await errorOf(socket, { type: 'answer', id: 'ok2', question_index: 0, answer: 0 })).code).toBe(
      'LIVE_ALREADY_ANSWERED',
    );
    expect(bystander.socket.all('error')).toEqual([]);
    host.close();
  });

  it('closes a socket that sends an oversized frame, and one that floods after being warned', async () => {
    const game = await createGame(t, trainer);
    const big = await joinAs(url, game.pin, 'Besar');
    big.socket.send({ type: 'ping', pad: 'x'.repeat(10_000) });
    expect((await big.socket.next('error')).code).toBe('LIVE_FRAME_TOO_LARGE');
    expect(await big.socket.closed).toBe(1009);
    const huge = await TestSocket.open(url, 'huge');
    huge.send('x'.repeat(200_000));
    expect(await huge.closed).toBe(1009);

    const flood = await joinAs(url, game.pin, 'Banjir');
    const calm = await joinAs(url, game.pin, 'Tenang');
    for (let i = 0; i < 60; i += 1) flood.socket.send({ type: 'ping', t: i });
    expect((await flood.socket.next('error')).code).toBe('LIVE_RATE_LIMITED');
    expect(await flood.socket.closed).toBe(4008);
    calm.socket.send({ type: 'ping', t: 1 });
    expect((await calm.socket.next('pong')).t).toBe(1);
    expect(calm.socket.all('error')).toEqual([]);
  });

  it('lets the host kick a player, who cannot come back with the resume token', async () => {
    const game = await createGame(t, trainer);
    const host = await hostOf(url, game);
    const rude = await joinAs(url, game.pin, 'Rusuh');
    host.send({ type: 'kick', player_id: rude.welcome.player.id });
    await rude.socket.next('kicked');
    expect(await rude.socket.closed).toBe(4003);
    let left = await host.next('players');
    while (!left.left.includes(rude.welcome.player.id)) left = await host.next('players');
    expect(left.count).toBe(0);
    const back = await TestSocket.open(url, 'back');
    expect((await errorOf(back, { type: 'resume', resume_token: rude.welcome.resume_token })).code).toBe(
      'LIVE_KICKED',
    );
    expect(await back.closed).toBe(4003);
    host.close();
  });

  it('pauses and resumes the clock of the open question', async () => {
    const game = await createGame(t, trainer);
    const host = await hostOf(url, game);
    const p = await joinAs(url, game.pin, 'Jeda');
    await joinAs(url, game.pin, 'Lanjut');
    host.send({ type: 'pause' });
    expect((await host.next('error')).code).toBe('LIVE_COMMAND_INVALID');
    host.send({ type: 'start' });
    await p.socket.next('question');
    t.clock.advance(4_000);
    host.send({ type: 'pause' });
    expect(await p.socket.next('clock')).toMatchObject({ paused: true, remaining_ms: 16_000 });
    t.clock.advance(60_000);
    host.send({ type: 'resume' });
    const resumed = await p.socket.next('clock');
    expect(resumed).toMatchObject({ paused: false, remaining_ms: 16_000 });
    const status = await api(t.app, {
      method: 'GET',
      url: `/api/v2/publisher/lms/quiz-sessions/${game.id}/live_status`,
      token: trainer.token,
    });
    expect(status.json().data).toMatchObject({
      state: 'question',
      question_index: 0,
      paused: false,
      remaining_ms: 16_000,
    });
    host.close();
  });
});
