import { LIVE_QUIZ_LIMITS } from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#db/client.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher, giveTrainerPlan, type TestUser } from '#test/factories.ts';
import { PIN_MISSES_PER_ADDRESS } from './admission.ts';
import { createGame, hostOf, listen, TestSocket } from './test-kit.ts';

/**
 * A live game cannot be filled or scanned by strangers: seats of players who never answered and left come
 * free after the grace time, the host removes players and locks the game, PIN look-ups and joins are limited
 * per address (and joins per game), an ended PIN says nothing, and the socket's door checks the Origin and
 * caps the sockets of one address. Addresses are told apart by X-Forwarded-For (the app trusts loopback).
 */

const SOCKETS_PER_ADDRESS = 40;
const JOINS_PER_ADDRESS = 40;

let t: TestApp;
let trainer: TestUser;
let url: string;
let addressSerial = 0;
/** A fresh client address (documentation range), so one scenario's counts do not touch another's. */
const newAddress = () => `198.51.100.${++addressSerial}`;

beforeAll(async () => {
  t = await buildTestApp({
    TRUST_PROXY: 'loopback',
    LIVE_MAX_SOCKETS_PER_ADDRESS: String(SOCKETS_PER_ADDRESS),
    LIVE_JOINS_PER_ADDRESS: String(JOINS_PER_ADDRESS),
  });
  trainer = await createPublisher(t.app, t.ctx);
  await giveTrainerPlan(t.ctx, trainer.id);
  url = await listen(t.app);
});
afterAll(() => t.app.close());

const from = (address: string, headers: Record<string, string> = {}) => ({
  'x-forwarded-for': address,
  ...headers,
});

type Outcome = { type: string; code?: string; message?: string };

/** A socket from `address` that sends a join; the first welcome or error (a refused socket is closed). */
async function tryJoin(address: string, pin: string, nickname: string) {
  const socket = await TestSocket.open(url, nickname, from(address, { 'accept-language': 'en' }));
  socket.send({ type: 'join', pin, nickname });
  await waitFor(() => socket.events.some((e) => e.type === 'welcome' || e.type === 'error'));
  const outcome = socket.events.find((e) => e.type === 'welcome' || e.type === 'error') as Outcome;
  if (outcome.type === 'error') {
    socket.close();
    await socket.closed;
  }
  return { socket, outcome };
}

async function joined(address: string, pin: string, nickname: string) {
  const { socket, outcome } = await tryJoin(address, pin, nickname);
  if (outcome.type !== 'welcome') throw new Error(`${nickname} not in: ${JSON.stringify(outcome)}`);
  const welcome = socket.all('welcome')[0] as { player: { id: number }; resume_token: string };
  return { socket, id: welcome.player.id, token: welcome.resume_token };
}

async function waitFor(check: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function playersOf(gameId: number): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    t.ctx.db,
    sql`select count(*)::int as n from live_players where game_id = ${gameId}`,
  );
  return rows[0]?.n ?? 0;
}

/** Every id the host has been told left, so far. */
const leftSeen = (host: TestSocket) => new Set(host.all('players').flatMap((event) => event.left));

describe('seats of players who never answered and left', () => {
  it('thirty sockets that join and leave at once do not keep the class out once the grace time has passed', async () => {
    const game = await createGame(t, trainer, { player_cap: 30 });
    const host = await hostOf(url, game);
    const bots = newAddress();
    const botIds: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const bot = await joined(bots, game.pin, `Bot ${i}`);
      botIds.push(bot.id);
      bot.socket.close();
      await bot.socket.closed;
    }
    const classroom = newAddress();
    // Within the grace time the seats are held (a reload or a network switch must not lose one).
    const early = await tryJoin(classroom, game.pin, 'Ani');
    expect(early.outcome).toMatchObject({ code: 'LIVE_GAME_FULL' });

    t.clock.advance(LIVE_QUIZ_LIMITS.seatGraceMs + 1);
    const lookup = await api(t.app, {
      method: 'GET',
      url: `/api/v2/live/games/${game.pin}`,
      headers: from(classroom),
    });
    expect(lookup.json().data).toMatchObject({ player_count: 0, joinable: true, locked: false });
    const students = [];
    for (let i = 0; i < 30; i += 1) students.push(await joined(classroom, game.pin, `Murid ${i}`));
    // The bots are gone: from the database (their nicknames free again) and from the host's lobby.
    expect(await playersOf(game.id)).toBe(30);
    await waitFor(() => botIds.every((id) => leftSeen(host).has(id)));
    const full = await tryJoin(classroom, game.pin, 'Bot 0');
    expect(full.outcome).toMatchObject({ code: 'LIVE_GAME_FULL' });
    for (const student of students) student.socket.close();
    host.close();
  });

  it('gives a returning player their seat within the grace time, and sweeps the lobby without a join', async () => {
    const game = await createGame(t, trainer, { player_cap: 2 });
    const host = await hostOf(url, game);
    const address = newAddress();
    const stays = await joined(address, game.pin, 'Sari');
    const drops = await joined(address, game.pin, 'Tono');
    expect((await tryJoin(address, game.pin, 'Umi')).outcome.code).toBe('LIVE_GAME_FULL');
    drops.socket.close();
    await drops.socket.closed;

    t.clock.advance(LIVE_QUIZ_LIMITS.seatGraceMs - 5_000);
    const back = await TestSocket.open(url, 'back', from(address));
    back.send({ type: 'resume', resume_token: drops.token });
    expect((await back.next('welcome')).player.id).toBe(drops.id);
    back.close();
    await back.closed;

    // Gone for good: the host's process sweeps the seat out on its own and every lobby hears of it.
    t.clock.advance(LIVE_QUIZ_LIMITS.seatGraceMs + 1);
    const runtimes = await t.app.liveQuiz.loaded();
    let later = 0;
    await waitFor(() => {
      // Past the refresh interval each time (a sweep of the hub's own clock may be under way).
      later += 60_000;
      for (const runtime of runtimes) runtime.lobby.tick(Date.now() + later);
      return leftSeen(host).has(drops.id);
    });
    expect(await playersOf(game.id)).toBe(1);
    const again = await TestSocket.open(url, 'again', from(address));
    again.send({ type: 'resume', resume_token: drops.token });
    expect((await again.next('error')).code).toBe('LIVE_RESUME_INVALID');
    // A player who answered keeps their seat whatever happens to their socket; Sari is still connected.
    expect(stays.socket.closeCode).toBeUndefined();
    host.close();
    stays.socket.close();
  });
});

describe('the host’s hold on the lobby', () => {
  it('removes a player, whose seat is free for the next', async () => {
    const game = await createGame(t, trainer, { player_cap: 2 });
    const host = await hostOf(url, game);
    const address = newAddress();
    const bot = await joined(address, game.pin, 'Robot');
    await joined(address, game.pin, 'Ani');
    expect((await tryJoin(address, game.pin, 'Budi')).outcome).toMatchObject({ code: 'LIVE_GAME_FULL' });
    host.send({ type: 'kick', player_id: bot.id });
    await bot.socket.next('kicked');
    await waitFor(() => leftSeen(host).has(bot.id));
    const budi = await tryJoin(address, game.pin, 'Budi');
    expect(budi.outcome.type).toBe('welcome');
    host.close();
  });

  it('locks the game: a clear refusal to joiners, players in it come back, unlocking lets joins in again', async () => {
    const game = await createGame(t, trainer, { player_cap: 10 });
    const host = await hostOf(url, game);
    const address = newAddress();
    const ani = await joined(address, game.pin, 'Ani');
    // Only the host locks.
    ani.socket.send({ type: 'lock' });
    expect((await ani.socket.next('error')).code).toBe('LIVE_HOST_FORBIDDEN');

    host.send({ type: 'lock' });
    expect(await host.next('lock')).toMatchObject({ locked: true });
    const refused = await tryJoin(address, game.pin, 'Budi');
    expect(refused.outcome).toMatchObject({
      code: 'LIVE_GAME_LOCKED',
      message: 'The host has locked this game; new players cannot join.',
    });
    const lookup = await api(t.app, {
      method: 'GET',
      url: `/api/v2/live/games/${game.pin}`,
      headers: from(address),
    });
    expect(lookup.json().data).toMatchObject({ locked: true, joinable: false, player_count: 1 });
    const status = await api(t.app, {
      method: 'GET',
      url: `/api/v2/publisher/lms/quiz-sessions/${game.id}/host`,
      token: trainer.token,
    });
    expect(status.json().data.locked).toBe(true);
    // A host screen that attaches now sees the lock.
    const second = await TestSocket.open(url, 'host 2');
    second.send({ type: 'host', game_id: game.id, host_token: game.host_token });
    expect((await second.next('host_welcome')).game.locked).toBe(true);

    ani.socket.close();
    await ani.socket.closed;
    const back = await TestSocket.open(url, 'back', from(address));
    back.send({ type: 'resume', resume_token: ani.token });
    expect((await back.next('welcome')).player.id).toBe(ani.id);

    host.send({ type: 'unlock' });
    expect(await second.next('lock')).toMatchObject({ locked: false });
    expect((await tryJoin(address, game.pin, 'Budi')).outcome.type).toBe('welcome');
    expect(await playersOf(game.id)).toBe(2);
    host.close();
    second.close();
  });
});

describe('PIN look-ups and joins from one address', () => {
  it('answers an ended game’s PIN exactly as an unknown one', async () => {
    const game = await createGame(t, trainer);
    const host = await hostOf(url, game);
    host.send({ type: 'end' });
    await host.next('ended');
    const address = newAddress();
    const ended = await api(t.app, {
      method: 'GET',
      url: `/api/v2/live/games/${game.pin}`,
      headers: from(address),
    });
    const unknownPin = game.pin === '999999' ? '999998' : '999999';
    const unknown = await api(t.app, {
      method: 'GET',
      url: `/api/v2/live/games/${unknownPin}`,
      headers: from(address),
    });
    expect(ended.statusCode).toBe(404);
    // Word for word the same answer; only the request's own reference differs.
    const { request_id: _endedId, ...endedBody } = ended.json();
    const { request_id: _unknownId, ...unknownBody } = unknown.json();
    expect(endedBody).toEqual(unknownBody);
    expect(ended.body).not.toContain('Kuis Langsung');
    expect((await tryJoin(address, game.pin, 'Telat')).outcome.code).toBe('LIVE_PIN_NOT_FOUND');
  });

  it(`refuses look-ups from an address after ${PIN_MISSES_PER_ADDRESS} that found nothing, over HTTP and the socket`, async () => {
    const game = await createGame(t, trainer);
    const scanner = newAddress();
    const lookUp = (pin: string, address = scanner) =>
      api(t.app, { method: 'GET', url: `/api/v2/live/games/${pin}`, headers: from(address) });
    let pin = 100_000;
    for (let i = 0; i < PIN_MISSES_PER_ADDRESS; i += 1) {
      pin += 1;
      if (String(pin) === game.pin) pin += 1;
      expect((await lookUp(String(pin))).statusCode).toBe(404);
    }
    const refused = await lookUp(game.pin);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LIVE_PIN_LOOKUPS_LIMITED' });
    expect((await tryJoin(scanner, game.pin, 'Pemindai')).outcome.code).toBe('LIVE_PIN_LOOKUPS_LIMITED');
    // Another address is not held by it, and the window passes.
    expect((await lookUp(game.pin, newAddress())).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    expect((await lookUp(game.pin)).statusCode).toBe(200);
  });

  it('holds a burst of look-ups of a real PIN to the ceiling (twice the joins per address)', async () => {
    const game = await createGame(t, trainer);
    const address = newAddress();
    const ceiling = 2 * JOINS_PER_ADDRESS;
    const answers = await Promise.all(
      Array.from({ length: ceiling + 15 }, () =>
        api(t.app, { method: 'GET', url: `/api/v2/live/games/${game.pin}`, headers: from(address) }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ceiling);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('limits the joins of one address, and the joins into one game', async () => {
    const game = await createGame(t, trainer, { player_cap: 100 });
    const address = newAddress();
    await joined(address, game.pin, 'Dewi');
    // Refused joins count as well: a script retrying a taken nickname stops at the limit.
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < JOINS_PER_ADDRESS; i += 1)
      codes.push((await tryJoin(address, game.pin, 'Dewi')).outcome.code);
    expect(codes.slice(0, JOINS_PER_ADDRESS - 1).every((code) => code === 'LIVE_NICKNAME_TAKEN')).toBe(true);
    const last = (await tryJoin(address, game.pin, 'Baru')).outcome;
    expect(last).toMatchObject({
      code: 'LIVE_JOINS_LIMITED',
      message: 'Too many joins from here. Try again in 11 minutes.',
    });

    // Into one game: twice its seats and fifty, whatever the addresses.
    const small = await createGame(t, trainer, { player_cap: 1 });
    await joined(newAddress(), small.pin, 'Eka');
    const refusals: (string | undefined)[] = [];
    while (refusals.length < 60 && refusals.at(-1) !== 'LIVE_JOINS_LIMITED')
      refusals.push((await tryJoin(newAddress(), small.pin, `Tamu ${refusals.length}`)).outcome.code);
    // Eka's join was the first of 52; the 51 after it found the game full, the next one is refused outright.
    expect(refusals.filter((code) => code === 'LIVE_GAME_FULL')).toHaveLength(51);
    expect(refusals).toHaveLength(52);
  });
});

describe('the socket’s door', () => {
  const refusalOf = async (headers: Record<string, string>) => {
    const error = await TestSocket.open(url, 'door', headers).then(
      (socket) => {
        socket.close();
        return undefined;
      },
      (failure: Error) => failure.message,
    );
    return error;
  };

  it('refuses a browser upgrade from another site, and lets the app’s own origin and non-browsers in', async () => {
    const address = newAddress();
    expect(await refusalOf(from(address, { origin: 'https://evil.example' }))).toMatch(/403/);
    expect(await refusalOf(from(address, { origin: 'null' }))).toMatch(/403/);
    expect(await refusalOf(from(address, { origin: 'http://pustaka.test.evil.example' }))).toMatch(/403/);
    expect(await refusalOf(from(address, { origin: 'http://pustaka.test' }))).toBeUndefined();
    expect(await refusalOf(from(address))).toBeUndefined();
  });

  it(`caps the sockets one address holds open at ${SOCKETS_PER_ADDRESS}; others are not held by it`, async () => {
    const address = newAddress();
    const sockets = [];
    for (let i = 0; i < SOCKETS_PER_ADDRESS; i += 1)
      sockets.push(await TestSocket.open(url, `s${i}`, from(address)));
    expect(await refusalOf(from(address))).toMatch(/429/);
    expect(await refusalOf(from(newAddress()))).toBeUndefined();
    const first = sockets.shift() as TestSocket;
    first.close();
    await first.closed;
    const next = await TestSocket.open(url, 'next', from(address)).catch(async () => {
      // The server may see the close a moment after the client does.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return TestSocket.open(url, 'next', from(address));
    });
    next.close();
    for (const socket of sockets) socket.close();
  });
});
