// Quiz sessions under load: 1,000 guests play a 20-question public quiz at once through the public routes
// (start with a nickname, 20 answers by index, complete). Guests need no login, so the figures are the
// quiz's own. Two passes: "paced", where each player reads and thinks BENCH_THINK_MS (default 3 s, ±50%)
// before each answer as people in a class do (1,000 players then send about 330 answers a second), and
// "flat out", where every player answers as fast as the server lets them (the ceiling). Every 10th player also sends its first answer twice at once: exactly one may be recorded.
// Then the answers are checked: through the trainer's statistics, one answer per question and session;
// every score (summed from the stored answers) equal to the one the player expects from what it answered;
// on PostgreSQL also the rows of every session.
// BENCH_DATABASES=pglite,postgres (default both); PostgreSQL on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test, a throwaway database is created and dropped). BENCH_PLAYERS,
// BENCH_THINK_MS change the load.
import { rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import {
  api,
  CSRF_HEADERS,
  clientAddress,
  requireBuild,
  startDemoServer,
  temporaryPostgresDatabase,
} from './lib.mjs';

requireBuild();
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 3_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const QUESTIONS = 20;
const PORT = 3967;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}
const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;
const sleep = (m) => new Promise((r) => setTimeout(r, m));

async function openDatabase(kind, { url, dataDir }) {
  if (kind === 'postgres') {
    const { default: postgres } = await import('postgres');
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    return { query: (text) => sql.unsafe(text), close: () => sql.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  return { query: async (text) => (await db.query(text)).rows, close: () => db.close() };
}

/** Twenty questions of four kinds, each worth 1 to 4 points; the bench knows the right answers by text. */
function questionSet() {
  return Array.from({ length: QUESTIONS }, (_, i) => {
    const points = (i % 4) + 1;
    switch (i % 4) {
      case 0:
        return {
          type: 'single_choice',
          text: `Soal ${i + 1}: pilih A`,
          options: ['A', 'B', 'C', 'D'],
          correct_indexes: [0],
          points,
        };
      case 1:
        return {
          type: 'multiple_choice',
          text: `Soal ${i + 1}: pilih A dan C`,
          options: ['A', 'B', 'C', 'D'],
          correct_indexes: [0, 2],
          points,
        };
      case 2:
        return { type: 'true_false', text: `Soal ${i + 1}: benar`, correct_answer: true, points };
      default:
        return {
          type: 'short_answer',
          text: `Soal ${i + 1}: ibu kota`,
          accepted_answers: ['Jakarta'],
          points,
        };
    }
  });
}

/** What player `p` answers to a question as shown, and whether that is right (about two in three are). */
function answerFor(p, question) {
  const right = (p + question.index) % 3 !== 0;
  const at = (text) => question.options.indexOf(text);
  if (question.type === 'single_choice') return { answer: at(right ? 'A' : 'B'), right };
  if (question.type === 'multiple_choice') return { answer: right ? [at('A'), at('C')] : [at('A')], right };
  if (question.type === 'true_false') return { answer: right, right };
  return { answer: right ? ' jakarta ' : 'Bandung', right };
}

let resets = 0;

/**
 * fetch, sent again (at most 5 times) when the connection drops before an answer arrives, as a browser's
 * player would; the retries are counted and reported.
 */
async function send(url, init) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, init);
      return { response, retried: attempt > 0 };
    } catch (error) {
      if (attempt >= 5) throw error;
      resets += 1;
      await sleep(100 * 2 ** attempt);
    }
  }
}

async function play(base, quizId, p, thinkMs, timings) {
  // Each player is a client of its own, as in a class of phones (guest starts are limited per address).
  const from = { 'x-forwarded-for': clientAddress(p) };
  const { response: startedResponse } = await send(`${base}/api/v2/public/lms/quizzes/${quizId}/sessions`, {
    method: 'POST',
    headers: { ...CSRF_HEADERS, ...from, 'content-type': 'application/json' },
    body: JSON.stringify({ nickname: `Pemain ${p}` }),
  });
  const started = await startedResponse.json();
  if (startedResponse.status !== 201) throw new Error(`player ${p}, start: ${JSON.stringify(started)}`);
  const session = started.data;
  const headers = {
    ...CSRF_HEADERS,
    ...from,
    'content-type': 'application/json',
    'x-quiz-token': session.guest_token,
  };
  const url = `${base}/api/v2/public/lms/quizzes/${quizId}/sessions/${session.id}`;
  let expected = 0;
  let duplicates = 0;
  for (const question of session.questions) {
    if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
    const { answer, right } = answerFor(p, question);
    if (right) expected += question.points;
    const body = JSON.stringify({ question_index: question.index, answer });
    const copies = question.index === 0 && p % 10 === 0 ? 2 : 1;
    const sentAt = performance.now();
    const sent = await Promise.all(
      Array.from({ length: copies }, () => send(`${url}/answers`, { method: 'POST', headers, body })),
    );
    timings.push(performance.now() - sentAt);
    // A copy sent again after a dropped connection may find its first try recorded: 409 then counts as 200.
    const statuses = sent.map(({ response, retried }) =>
      retried && response.status === 409 ? 200 : response.status,
    );
    for (const { response } of sent) await response.arrayBuffer();
    statuses.sort();
    const ok =
      copies === 1 ? statuses[0] === 200 : statuses.join() === '200,409' || statuses.join() === '200,200';
    if (!ok) throw new Error(`player ${p}, question ${question.index}: ${statuses.join()}`);
    if (copies === 2) duplicates += 1;
  }
  const { response: completed } = await send(`${url}/complete`, {
    method: 'POST',
    headers: { ...CSRF_HEADERS, ...from, 'x-quiz-token': session.guest_token },
  });
  const done = await completed.json();
  if (!completed.ok) throw new Error(`player ${p}, complete: ${completed.status} ${JSON.stringify(done)}`);
  return { id: session.id, expected, score: done.data?.result?.score, duplicates };
}

async function pass(base, quizId, label, thinkMs, offset) {
  const timings = [];
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: PLAYERS }, async (_, i) => {
      // Players arrive over the first three seconds, as a class does when a link is shared.
      await sleep(Math.random() * 3_000);
      return play(base, quizId, offset + i, thinkMs, timings);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const dropped = resets;
  resets = 0;
  const answers = timings.length;
  console.log(
    `  ${label.padEnd(9)} ${(answers / seconds).toFixed(0).padStart(5)} answers/s, p95 per answer ${ms(percentile(timings, 0.95))} (${answers} answers in ${seconds.toFixed(1)} s; p50 ${ms(percentile(timings, 0.5))}, p99 ${ms(percentile(timings, 0.99))}, max ${ms(Math.max(...timings))} (load ${load()}${dropped ? `; ${dropped} requests sent again after a dropped connection` : ''})`,
  );
  return results;
}

async function runOn(kind) {
  const postgresDb = kind === 'postgres' ? await temporaryPostgresDatabase(POSTGRES_URL) : undefined;
  // The demo accounts are seeded: the demo admin (who may manage any quiz) makes the quiz through the API,
  // so nothing is written behind the server's back. The timed server does not seed (nothing runs behind it).
  // TRUST_PROXY: the players' addresses arrive as X-Forwarded-For from the bench on this machine.
  const env = { TRUST_PROXY: 'loopback', ...(postgresDb ? { DATABASE_URL: postgresDb.url } : {}) };
  const { server, found: token } = await startDemoServer({
    port: PORT,
    env,
    ready: async (url) =>
      (
        await api(url, 'POST', '/auth/login', {
          json: { email: 'admin@pustaka.test', password: 'Admin#Pustaka1' },
        })
      ).token,
  });
  const dataDir = server.dataDir;
  try {
    const quiz = (
      await api(server.url, 'POST', '/publisher/lms/quizzes', {
        token,
        json: {
          title: 'Kuis Beban',
          public_play: true,
          shuffle_questions: true,
          shuffle_options: true,
          time_limit_seconds: 3_600,
        },
      })
    ).data;
    for (const question of questionSet()) {
      await api(server.url, 'POST', `/publisher/lms/quizzes/${quiz.id}/questions`, { token, json: question });
    }

    console.log(`${kind}: ${PLAYERS} players, ${QUESTIONS} questions each`);
    console.log(
      `  paced: one answer every ${(THINK_MS / 1000).toFixed(1)} s ±50% per player (about ${Math.round((PLAYERS * 1000) / THINK_MS)} answers/s offered); flat out: no pause`,
    );
    const paced = await pass(server.url, quiz.id, 'paced', THINK_MS, 0);
    const flat = await pass(server.url, quiz.id, 'flat out', 0, PLAYERS);
    const results = [...paced, ...flat];

    // The check. Through the trainer's statistics (the server stays up: PGlite has one owner): every question
    // holds one answer per session, no more. Each score came back from completing, which sums the stored
    // answers. On PostgreSQL the rows are also read directly, session by session.
    const problems = [];
    const stats = (await api(server.url, 'GET', `/publisher/lms/quizzes/${quiz.id}/stats`, { token })).data;
    if (stats.sessions !== results.length || stats.completed !== results.length)
      problems.push(`statistics: ${stats.sessions} sessions, ${stats.completed} completed`);
    for (const question of stats.questions) {
      if (question.answers !== results.length)
        problems.push(
          `question ${question.position + 1}: ${question.answers} answers for ${results.length} sessions`,
        );
    }
    for (const r of results) {
      if (r.score !== r.expected) problems.push(`${r.id}: score ${r.score}, expected ${r.expected}`);
    }
    if (postgresDb) {
      const check = await openDatabase(kind, { url: postgresDb.url, dataDir });
      const rows = await check.query(
        `select s.id, s.score, s.completed_at is not null as done, count(a.id)::int as answers, count(distinct a.question_id)::int as questions
         from quiz_sessions s left join quiz_answers a on a.session_id = s.id group by s.id`,
      );
      await check.close();
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const r of results) {
        const row = byId.get(r.id);
        if (!row) problems.push(`${r.id}: missing`);
        else if (!row.done || row.answers !== QUESTIONS || row.questions !== QUESTIONS)
          problems.push(`${r.id}: ${row.answers} answers to ${row.questions} questions, done ${row.done}`);
        else if (row.score !== r.expected)
          problems.push(`${r.id}: stored score ${row.score}, expected ${r.expected}`);
      }
    }
    const duplicates = results.reduce((s, r) => s + r.duplicates, 0);
    console.log(
      `  check: ${results.length} sessions, ${results.length * QUESTIONS} answers; ${duplicates} doubled answers kept once; ${problems.length === 0 ? 'every answer recorded exactly once, every score right' : `${problems.length} PROBLEMS`}`,
    );
    for (const problem of problems.slice(0, 10)) console.log(`    ${problem}`);
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await postgresDb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

for (const kind of DATABASES) await runOn(kind);
