import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '#db/client.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher, giveTrainerPlan, type TestUser } from '#test/factories.ts';
import { CLOSE_GRACE_MS } from './runtime.ts';
import { buildSibling, createGame, hostOf, joinAs, listen, TestSocket, tick } from './test-kit.ts';

/** A whole game through real sockets: the state machine, scoring, the clock, resuming and restarting. */

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

describe('a live game', () => {
  it('runs lobby → question → reveal → leaderboard → … → podium → ended, scoring speed and streaks', async () => {
    const game = await createGame(t, trainer, { mode: 'classic' });
    expect(game.pin).toMatch(/^\d{6}$/);
    expect(game.join_path).toBe(`/play?pin=${game.pin}`);
    const host = await hostOf(url, game);
    expect((await host.next('lobby')).count).toBe(0);

    const ani = await joinAs(url, game.pin, 'Ani');
    const budi = await joinAs(url, game.pin, 'Budi');
    const citra = await joinAs(url, game.pin, 'Citra');
    expect(ani.welcome.resume_token.length).toBeGreaterThan(20);
    expect((await citra.socket.next('lobby')).count).toBe(3);
    const arrived: string[] = [];
    while (arrived.length < 3) {
      arrived.push(...(await host.next('players')).joined.map((p) => p.nickname));
    }
    expect(arrived).toEqual(['Ani', 'Budi', 'Citra']);

    host.send({ type: 'start' });
    const question = await ani.socket.next('question');
    expect(question.index).toBe(0);
    expect(question.options).toEqual(['salah', 'benar', 'keliru']);
    expect(question.time_limit_ms).toBe(20_000);
    // No right answer leaves the server before the reveal.
    expect(JSON.stringify(question)).not.toMatch(/correct|accepted/);
    const right = question.options.indexOf('benar');
    const wrong = question.options.indexOf('salah');

    // Ani answers at once (1,000), Budi after half the time (750), Citra wrongly.
    ani.socket.send({ type: 'answer', id: 'a1', question_index: 0, answer: right });
    const ackAni = await ani.socket.next('ack');
    expect(ackAni).toMatchObject({ id: 'a1', duplicate: false, time_ms: 0 });
    t.clock.advance(10_000);
    budi.socket.send({ type: 'answer', id: 'b1', question_index: 0, answer: right });
    expect((await budi.socket.next('ack')).time_ms).toBe(10_000);
    citra.socket.send({ type: 'answer', id: 'c1', question_index: 0, answer: wrong });
    await citra.socket.next('ack');
    // The answer is stored before its acknowledgement.
    const stored = await selectRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from live_answers where game_id = ${game.id}`,
    );
    expect(stored[0]?.n).toBe(3);

    // Everyone answered: the host's count closes the question early.
    await tick(t.app);
    await tick(t.app);
    const reveal = await ani.socket.next('reveal');
    expect(reveal.correct).toEqual([right]);
    expect(reveal.distribution[right]).toBe(2);
    expect(reveal.distribution[wrong]).toBe(1);
    expect(reveal.you).toMatchObject({ correct: true, points: 1000, score: 1000, streak: 1, rank: 1 });
    expect((await budi.socket.next('reveal')).you).toMatchObject({ points: 750, rank: 2 });
    expect((await citra.socket.next('reveal')).you).toMatchObject({
      correct: false,
      points: 0,
      streak: 0,
      rank: 3,
    });
    expect((await host.next('reveal')).you).toBeUndefined();

    host.send({ type: 'next' });
    const board = await budi.socket.next('leaderboard');
    expect(board.top.map((r) => [r.nickname, r.score])).toEqual([
      ['Ani', 1000],
      ['Budi', 750],
      ['Citra', 0],
    ]);
    expect(board.you).toMatchObject({ rank: 2, score: 750 });

    // Question 2: Budi answers at once with a streak of 1 (+100), Ani does not answer, Citra answers right at the end.
    host.send({ type: 'next' });
    const q2 = await budi.socket.next('question');
    expect(q2.index).toBe(1);
    budi.socket.send({ type: 'answer', id: 'b2', question_index: 1, answer: right });
    await budi.socket.next('ack');
    t.clock.advance(20_000);
    citra.socket.send({ type: 'answer', id: 'c2', question_index: 1, answer: right });
    expect((await citra.socket.next('ack')).time_ms).toBe(20_000);
    t.clock.advance(CLOSE_GRACE_MS);
    await tick(t.app);
    expect((await budi.socket.next('reveal')).you).toMatchObject({
      points: 1100,
      score: 1850,
      streak: 2,
      rank: 1,
    });
    expect((await citra.socket.next('reveal')).you).toMatchObject({ points: 500, score: 500 });
    expect((await ani.socket.next('reveal')).you).toMatchObject({
      answered: false,
      points: 0,
      streak: 0,
      rank: 2,
    });
    host.send({ type: 'next' });
    const movers = (await citra.socket.next('leaderboard')).movers;
    expect(movers).toContainEqual({ id: budi.welcome.player.id, nickname: 'Budi', from: 2, to: 1 });

    // Skip question 3, end during question 4: nobody scores either, the podium follows.
    host.send({ type: 'next' });
    await ani.socket.next('question');
    ani.socket.send({ type: 'answer', id: 'a3', question_index: 2, answer: right });
    await ani.socket.next('ack');
    host.send({ type: 'skip' });
    expect((await ani.socket.next('question')).index).toBe(3);
    host.send({ type: 'end' });
    const podium = await ani.socket.next('podium');
    expect(podium.top.map((r) => r.nickname)).toEqual(['Budi', 'Ani', 'Citra']);
    expect(podium.you).toMatchObject({ rank: 2, score: 1000, correct_count: 1 });
    host.send({ type: 'next' });
    expect((await citra.socket.next('ended')).reason).toBe('ended_by_host');
    expect(await citra.socket.closed).toBe(1000);

    // The report: every player, every answer, time, score; the CSV matches.
    const details = (
      await api(t.app, {
        method: 'GET',
        url: `/api/v2/publisher/lms/quiz-sessions/${game.id}`,
        token: trainer.token,
      })
    ).json().data;
    expect(details.game.state).toBe('ended');
    expect(details.players.map((p: { nickname: string; score: number }) => [p.nickname, p.score])).toEqual([
      ['Budi', 1850],
      ['Ani', 1000],
      ['Citra', 500],
    ]);
    const ani3 = details.players[1].answers.find((a: { question_index: number }) => a.question_index === 2);
    expect(ani3).toMatchObject({ answer: 'benar', correct: true, points: 0 });
    expect(details.hardest[0]).toBe(0);
    const csv = await api(t.app, {
      method: 'GET',
      url: `/api/v2/publisher/lms/quiz-sessions/${game.id}/report.csv`,
      token: trainer.token,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('rank,nickname,score,question,answer,correct,points,time_ms');
    expect(lines).toContain('1,Budi,1850,2,benar,yes,1100,0');
    expect(lines).toContain('3,Citra,500,2,benar,yes,500,20000');
    expect(lines).toContain('2,Ani,1000,2,,no,0,');
  });

  it('counts an answer that arrives at the last millisecond and refuses one a millisecond later', async () => {
    const game = await createGame(t, trainer, { mode: 'accuracy' });
    const host = await hostOf(url, game);
    const early = await joinAs(url, game.pin, 'Tepat');
    const late = await joinAs(url, game.pin, 'Telat');
    host.send({ type: 'start' });
    const question = await early.socket.next('question');
    await late.socket.next('question');
    const right = question.options.indexOf('benar');
    t.clock.advance(20_000);
    early.socket.send({ type: 'answer', id: 'x', question_index: 0, answer: right });
    expect(await early.socket.next('ack')).toMatchObject({ time_ms: 20_000, duplicate: false });
    t.clock.advance(1);
    late.socket.send({ type: 'answer', id: 'y', question_index: 0, answer: right });
    expect(await late.socket.next('error')).toMatchObject({ code: 'LIVE_QUESTION_NOT_OPEN', ref: 'y' });
    t.clock.advance(CLOSE_GRACE_MS);
    await tick(t.app);
    // Accuracy mode: the quiz's own points for a right answer, whatever the time.
    expect((await early.socket.next('reveal')).you).toMatchObject({ correct: true, points: 1, score: 1 });
    expect((await late.socket.next('reveal')).you).toMatchObject({ answered: false, score: 0 });
    host.close();
  });

  it('brings a dropped player back mid-question with the same score, and never counts a resent answer twice', async () => {
    const game = await createGame(t, trainer);
    const host = await hostOf(url, game);
    const dewi = await joinAs(url, game.pin, 'Dewi');
    await joinAs(url, game.pin, 'Eko');
    host.send({ type: 'start' });
    const q = await dewi.socket.next('question');
    const right = q.options.indexOf('benar');
    dewi.socket.send({ type: 'answer', id: 'd1', question_index: 0, answer: right });
    await dewi.socket.next('ack');
    t.clock.advance(20_000 + CLOSE_GRACE_MS);
    await tick(t.app);
    await dewi.socket.next('reveal');
    host.send({ type: 'next' });
    host.send({ type: 'next' });
    await dewi.socket.next('question');
    dewi.socket.send({ type: 'answer', id: 'd2', question_index: 1, answer: right });
    await dewi.socket.next('ack');
    // The phone drops; the acknowledgement was "lost": the player comes back and sends the answer again.
    dewi.socket.ws.terminate();
    const back = await TestSocket.open(url, 'Dewi again');
    back.send({ type: 'resume', resume_token: dewi.welcome.resume_token });
    const welcome = await back.next('welcome');
    expect(welcome).toMatchObject({ player: { nickname: 'Dewi' }, score: 1000, streak: 1 });
    expect(await back.next('question')).toMatchObject({ index: 1, answered: true });
    back.send({ type: 'answer', id: 'd2', question_index: 1, answer: right });
    expect(await back.next('ack')).toMatchObject({ id: 'd2', duplicate: true });
    back.send({ type: 'answer', id: 'other', question_index: 1, answer: 0 });
    expect((await back.next('error')).code).toBe('LIVE_ALREADY_ANSWERED');
    const rows = await selectRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from live_answers a join live_players p on p.id = a.player_id
          where p.game_id = ${game.id} and p.nickname = 'Dewi'`,
    );
    expect(rows[0]?.n).toBe(2);
    t.clock.advance(20_000 + CLOSE_GRACE_MS);
    await tick(t.app);
    expect((await back.next('reveal')).you).toMatchObject({ score: 2100, streak: 2 });
    host.close();
    back.close();
  });

  it('survives a restart mid-question: the state, scores and the open question come back from the database', async () => {
    const game = await createGame(t, trainer);
    // The game starts on a process that then stops; this suite's app plays the part of the restarted one.
    const first = await buildSibling(t);
    const firstUrl = await listen(first.app);
    const host = await hostOf(firstUrl, game);
    const fajar = await joinAs(firstUrl, game.pin, 'Fajar');
    // A second player who does not answer, so the question stays open (all answered would close it).
    await joinAs(firstUrl, game.pin, 'Gita');
    host.send({ type: 'start' });
    const q = await fajar.socket.next('question');
    const right = q.options.indexOf('benar');
    t.clock.advance(5_000);
    fajar.socket.send({ type: 'answer', id: 'f1', question_index: 0, answer: right });
    await fajar.socket.next('ack');
    await first.app.close();
    expect(await fajar.socket.closed).toBeGreaterThan(0);

    const back = await TestSocket.open(url, 'Fajar after restart');
    back.send({ type: 'resume', resume_token: fajar.welcome.resume_token });
    expect(await back.next('welcome')).toMatchObject({ player: { nickname: 'Fajar' } });
    expect(await back.next('question')).toMatchObject({ index: 0, answered: true, remaining_ms: 15_000 });
    const newHost = await hostOf(url, game);
    expect((await newHost.next('question')).index).toBe(0);
    t.clock.advance(15_000 + CLOSE_GRACE_MS);
    await tick(t.app);
    expect((await back.next('reveal')).you).toMatchObject({ points: 875, score: 875, streak: 1 });
    newHost.send({ type: 'next' });
    expect((await back.next('leaderboard')).top[0]).toMatchObject({ nickname: 'Fajar', score: 875 });
    newHost.close();
    back.close();
  });
});
