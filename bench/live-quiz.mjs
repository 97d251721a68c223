// The live quiz game under load: a load generator (this process) opens N real WebSocket players against the
// server (one process, or two behind one game) and plays a 10-question classic game. The host (also here)
// starts the game and moves on as soon as each reveal arrives. Players answer after a random think time
// (BENCH_THINK_MS, default up to 4 s), about two in three rightly; every 10th player sends its answer a
// second time with the same message id after the acknowledgement (a resend after a "lost" ack).
// Reported: p95 answer sent → ack; p95 question closed (server time) → reveal and → leaderboard at every
// player; lost, unacknowledged or double-counted answers (every player's final score is recomputed from its
// own record of what it answered and the times the server acknowledged); the server's RSS.
// BENCH_DATABASES=pglite,postgres (default both); BENCH_PLAYERS=1000,5000 (each count is a run);
// BENCH_PROCESSES=2 runs two server processes (players split between them; PostgreSQL only).
// PostgreSQL on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; a throwaway database).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { api, requireBuild, startServer, temporaryPostgresDatabase } from './lib.mjs';

requireBuild();
const COUNTS = (process.env.BENCH_PLAYERS ?? '1000,5000').split(',').map(Number);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 4_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const QUESTIONS = 10;
const SECONDS = 20;
const PORT = 3971;
const sleep = (m) => new Promise((r) => setTimeout(r, m));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}
const ms = (value) => `${Math.round(value)} ms`;

function rssOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Opens a socket and resolves once it is open; events go to `onEvent`. */
function connect(url, onEvent) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.on('message', (data) => onEvent(JSON.parse(String(data))));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** The classic score of one answer, as the decision record states it. */
const pointsOf = (right, timeMs, streak) =>
  right
    ? Math.round(1_000 * (1 - Math.min(1, timeMs / (SECONDS * 1000)) / 2)) + Math.min(streak, 5) * 100
    : 0;

class Player {
  constructor(index, url) {
    this.index = index;
    this.url = url;
    this.expected = 0;
    this.streak = 0;
    this.acks = new Map();
    this.sentAt = new Map();
    this.duplicateAcks = 0;
    this.errors = [];
    this.reveals = new Map();
    this.leaderboards = new Map();
    this.podium = undefined;
  }

  async join(pin) {
    this.ws = await connect(this.url, (event) => this.on(event));
    const welcomed = new Promise((resolve, reject) => {
      this.welcomed = resolve;
      this.refused = reject;
    });
    this.ws.send(JSON.stringify({ type: 'join', pin, nickname: `Pemain ${this.index}` }));
    await welcomed;
  }

  on(event) {
    const now = Date.now();
    switch (event.type) {
      case 'welcome':
        this.welcomed();
        return;
      case 'question':
        this.answer(event);
        return;
      case 'ack': {
        if (event.duplicate) {
          this.duplicateAcks += 1;
          return;
        }
        if (this.acks.has(event.question_index)) this.errors.push('second ack');
        this.acks.set(event.question_index, { at: now, timeMs: event.time_ms });
        const right = this.rightFor(event.question_index);
        this.expected += pointsOf(right, event.time_ms, this.streak);
        this.streak = right ? this.streak + 1 : 0;
        if (this.index % 10 === 0) {
          this.ws.send(JSON.stringify(this.lastAnswer));
        }
        return;
      }
      case 'reveal':
        this.reveals.set(event.question_index, { at: now, closedAt: event.closed_at, you: event.you });
        return;
      case 'leaderboard':
        this.leaderboards.set(event.question_index, now);
        return;
      case 'podium':
        this.podium = event.you;
        return;
      case 'error':
        if (this.refused) this.refused(new Error(`${event.code}: ${event.message}`));
        this.errors.push(event.code);
        return;
    }
  }

  rightFor(question) {
    return (this.index + question) % 3 !== 0;
  }

  answer(question) {
    const think = Math.random() * THINK_MS;
    setTimeout(() => {
      const right = this.rightFor(question.index);
      const pick = question.options.indexOf(right ? 'benar' : 'salah');
      this.lastAnswer = {
        type: 'answer',
        id: `q${question.index}`,
        question_index: question.index,
        answer: pick,
      };
      this.sentAt.set(question.index, Date.now());
      this.ws.send(JSON.stringify(this.lastAnswer));
    }, think);
  }
}

async function runGame(kind, count, servers, token) {
  const quiz = (
    await api(servers[0].url, 'POST', '/publisher/lms/quizzes', {
      token,
      json: { title: 'Kuis Langsung Beban' },
    })
  ).data;
  for (let i = 0; i < QUESTIONS; i += 1) {
    await api(servers[0].url, 'POST', `/publisher/lms/quizzes/${quiz.id}/questions`, {
      token,
      json: {
        type: 'single_choice',
        text: `Soal ${i + 1}`,
        options: ['salah', 'benar', 'keliru', 'bukan'],
        correct_indexes: [1],
        time_limit_seconds: SECONDS,
      },
    });
  }
  const game = (
    await api(servers[0].url, 'POST', `/publisher/lms/quizzes/${quiz.id}/live`, {
      token,
      json: { mode: 'classic', player_cap: count },
    })
  ).data;
  const wsUrl = (server) => `${server.url.replace('http', 'ws')}${game.ws_path}`;

  const players = Array.from({ length: count }, (_, i) => new Player(i, wsUrl(servers[i % servers.length])));
  const joinStarted = Date.now();
  for (let i = 0; i < players.length; i += 100)
    await Promise.all(players.slice(i, i + 100).map((p) => p.join(game.pin)));
  const joinSeconds = (Date.now() - joinStarted) / 1000;

  let finished;
  const done = new Promise((resolve) => {
    finished = resolve;
  });
  const host = await connect(wsUrl(servers[0]), (event) => {
    if (event.type === 'reveal') {
      host.send(JSON.stringify({ type: 'next' }));
    } else if (event.type === 'leaderboard') {
      host.send(JSON.stringify({ type: 'next' }));
    } else if (event.type === 'podium') {
      setTimeout(finished, 1_500);
    }
  });
  host.send(JSON.stringify({ type: 'host', game_id: game.id, host_token: game.host_token }));
  await sleep(300);
  const started = Date.now();
  let peakRss = 0;
  const sampler = setInterval(() => {
    for (const server of servers) peakRss = Math.max(peakRss, rssOf(server.pid));
  }, 250);
  host.send(JSON.stringify({ type: 'start' }));
  await done;
  clearInterval(sampler);
  const gameSeconds = (Date.now() - started) / 1000;

  const ackTimes = [];
  const revealTimes = [];
  const boardTimes = [];
  let unacked = 0;
  let missingReveal = 0;
  let missingBoard = 0;
  let wrongScore = 0;
  let sentTotal = 0;
  const errors = new Map();
  for (const p of players) {
    for (const [q, sentAt] of p.sentAt) {
      sentTotal += 1;
      const ack = p.acks.get(q);
      if (ack) ackTimes.push(ack.at - sentAt);
      else unacked += 1;
    }
    for (let q = 0; q < QUESTIONS; q += 1) {
      const reveal = p.reveals.get(q);
      if (!reveal) missingReveal += 1;
      else revealTimes.push(reveal.at - reveal.closedAt);
      const board = p.leaderboards.get(q);
      if (board === undefined || !reveal) missingBoard += 1;
      else boardTimes.push(board - reveal.closedAt);
    }
    if (p.podium?.score !== p.expected) wrongScore += 1;
    for (const code of p.errors) errors.set(code, (errors.get(code) ?? 0) + 1);
  }
  // The server's own record: every acknowledged answer stored once, none more.
  const details = (await api(servers[0].url, 'GET', `/publisher/lms/quiz-sessions/${game.id}`, { token }))
    .data;
  const stored = details.players.reduce((sum, p) => sum + p.answers.length, 0);
  const acked = players.reduce((sum, p) => sum + p.acks.size, 0);
  const resends = players.reduce((sum, p) => sum + p.duplicateAcks, 0);

  for (const p of players) p.ws.terminate();
  host.terminate();

  const p95Ack = percentile(ackTimes, 0.95);
  const p95Board = percentile(boardTimes, 0.95);
  console.log(
    `${kind}, ${servers.length} process${servers.length > 1 ? 'es' : ''}, N=${count}: joined in ${joinSeconds.toFixed(1)} s, game ${gameSeconds.toFixed(1)} s (load ${load()})`,
  );
  console.log(
    `  answer → ack      p50 ${ms(percentile(ackTimes, 0.5))}  p95 ${ms(p95Ack)}  p99 ${ms(percentile(ackTimes, 0.99))}  (${ackTimes.length} answers) ${p95Ack < 200 ? 'meets' : 'MISSES'} < 200 ms`,
  );
  console.log(
    `  closed → reveal   p50 ${ms(percentile(revealTimes, 0.5))}  p95 ${ms(percentile(revealTimes, 0.95))}  at every player`,
  );
  console.log(
    `  closed → leaderboard p50 ${ms(percentile(boardTimes, 0.5))}  p95 ${ms(p95Board)}  ${p95Board < 1000 ? 'meets' : 'MISSES'} < 1 s`,
  );
  console.log(
    `  answers sent ${sentTotal}, acknowledged ${acked}, stored ${stored}, unacknowledged ${unacked}, resends acknowledged as duplicates ${resends}; scores wrong ${wrongScore}/${count}; missing reveals ${missingReveal}, leaderboards ${missingBoard}`,
  );
  if (errors.size > 0) console.log(`  errors: ${[...errors].map(([c, n]) => `${c}×${n}`).join(', ')}`);
  console.log(
    `  server RSS peak ${(peakRss / 1024 / 1024).toFixed(0)} MB${servers.length > 1 ? ' (largest process)' : ''}`,
  );
}

async function runOn(kind) {
  if (PROCESSES > 1 && kind !== 'postgres') {
    console.log(`${kind}: skipped for ${PROCESSES} processes (the embedded database serves one process)`);
    return;
  }
  const postgresDb = kind === 'postgres' ? await temporaryPostgresDatabase(POSTGRES_URL) : undefined;
  // Every player comes from this one machine: the per-address caps (sockets, joins) are lifted for it.
  const env = {
    ...(postgresDb ? { DATABASE_URL: postgresDb.url } : {}),
    LOG_LEVEL: 'error',
    LIVE_MAX_SOCKETS_PER_ADDRESS: '100000',
    LIVE_JOINS_PER_ADDRESS: '1000000',
  };
  const servers = [];
  try {
    // The first start seeds the demo accounts (and would go on making the demo catalogue in the background):
    // it is stopped once the admin can log in, and the timed server starts on the same data without seeding.
    const seeding = await startServer({ port: PORT, env, healthTimeoutMs: 300_000 });
    const token = (
      await api(seeding.url, 'POST', '/auth/login', {
        json: { email: 'admin@pustaka.test', password: 'Admin#Pustaka1' },
      })
    ).token;
    await seeding.stop();
    for (let i = 0; i < PROCESSES; i += 1) {
      servers.push(
        await startServer({
          port: PORT + i,
          dataDir: seeding.dataDir,
          env: { ...env, SEED_DEMO: 'false' },
          healthTimeoutMs: 300_000,
        }),
      );
    }
    for (const count of COUNTS) await runGame(kind, count, servers, token);
  } finally {
    for (const server of servers) await server.stop();
    await postgresDb?.drop();
  }
}

for (const kind of DATABASES) await runOn(kind);
