#!/usr/bin/env node
// Hosts a whole live quiz game against a running Pustaka, step by step as docs/api/live-quiz.md tells it:
// log in as a trainer, make a quiz, start a live game, attach the host screen with the host token, join
// one player by PIN, and play every question to the end. Only `fetch` and the `ws` package.
//
//   PUSTAKA_URL=http://localhost:3000 PUSTAKA_EMAIL=penerbit@pustaka.test \
//   PUSTAKA_PASSWORD='Penerbit#Pustaka1' node docs/api/examples/live-quiz.mjs
//
// Prints each frame it receives, and exits with 1 (and why) if the server breaks a promise of the guide.
import WebSocket from 'ws';

const BASE = (process.env.PUSTAKA_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const EMAIL = process.env.PUSTAKA_EMAIL ?? 'penerbit@pustaka.test';
const PASSWORD = process.env.PUSTAKA_PASSWORD ?? 'Penerbit#Pustaka1';
const CSRF = { 'X-CSRF-Token': 'pustaka' };

/** One API call: the JSON answer, or an error with the server's code and message. */
async function call(method, path, { token, body } = {}) {
  const response = await fetch(`${BASE}/api/v2${path}`, {
    method,
    headers: {
      'Accept-Language': 'en',
      ...(method === 'GET' ? {} : CSRF),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.code}: ${json.error}`);
  return json;
}

/** A socket whose frames are queued, so the script can wait for the next frame of a type. */
async function connect(name, wsPath) {
  const ws = new WebSocket(`${BASE.replace(/^http/, 'ws')}${wsPath}`);
  const frames = [];
  let wake = () => {};
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data));
    console.log(`${name} ← ${JSON.stringify(frame)}`);
    frames.push(frame);
    wake();
  });
  ws.on('close', (code) => {
    frames.push({ type: '(closed)', code });
    wake();
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    send(message) {
      console.log(`${name} → ${JSON.stringify(message)}`);
      ws.send(JSON.stringify(message));
    },
    /** The next frame, whatever it is. */
    async next() {
      const until = Date.now() + 10_000;
      while (frames.length === 0) {
        if (Date.now() > until) throw new Error(`${name}: no frame within 10 s`);
        await new Promise((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
      return frames.shift();
    },
    /** Skips frames that may come at any time (counts, clock) until one of `type` arrives. */
    async nextOf(type) {
      for (;;) {
        const frame = await this.next();
        if (frame.type === type) return frame;
        if (frame.type === 'error') throw new Error(`${name}: ${frame.code}: ${frame.message}`);
        if (!['players', 'answer_count', 'clock', 'pong'].includes(frame.type))
          throw new Error(`${name}: expected ${type}, got ${JSON.stringify(frame)}`);
      }
    },
    close: () => ws.close(),
  };
}

function expect(condition, what) {
  if (!condition) throw new Error(`broken promise: ${what}`);
}

async function main() {
  // 1. Log in as a trainer (a plan with the LMS).
  const { token } = await call('POST', '/auth/login', { body: { email: EMAIL, password: PASSWORD } });

  // 2. A quiz with two questions.
  const quiz = (await call('POST', '/publisher/lms/quizzes', { token, body: { title: 'Tebak Ibu Kota' } }))
    .data;
  const questions = [
    { text: 'Ibu kota Indonesia?', options: ['Jakarta', 'Surabaya', 'Medan'], right: 'Jakarta' },
    { text: 'Ibu kota Jawa Barat?', options: ['Semarang', 'Bandung'], right: 'Bandung' },
  ];
  for (const q of questions) {
    await call('POST', `/publisher/lms/quizzes/${quiz.id}/questions`, {
      token,
      body: {
        type: 'single_choice',
        text: q.text,
        options: q.options,
        correct_indexes: [q.options.indexOf(q.right)],
        points: 1,
        time_limit_seconds: 30,
      },
    });
  }

  // 3. A live game of it: its PIN, its WebSocket path and the host token.
  const game = (
    await call('POST', `/publisher/lms/quizzes/${quiz.id}/live`, { token, body: { mode: 'classic' } })
  ).data;
  console.log(`game ${game.id}, PIN ${game.pin}, join at ${BASE}${game.join_path}`);

  // 4. The host screen attaches with the host token: host_welcome, then the lobby snapshot.
  const host = await connect('host', game.ws_path);
  host.send({ type: 'host', game_id: game.id, host_token: game.host_token });
  const hostWelcome = await host.next();
  expect(hostWelcome.type === 'host_welcome', 'host_welcome is the first frame');
  expect((await host.next()).type === 'lobby', 'the lobby snapshot comes right after host_welcome');

  // 5. A player joins by PIN (no account needed): welcome, then the lobby snapshot.
  const lookup = (await call('GET', `/live/games/${game.pin}`)).data;
  expect(lookup.joinable, 'the game can be joined');
  const player = await connect('player', game.ws_path);
  player.send({ type: 'join', pin: game.pin, nickname: 'Sari' });
  const welcome = await player.next();
  expect(welcome.type === 'welcome', 'welcome is the first frame');
  expect((await player.next()).type === 'lobby', 'the lobby snapshot comes right after welcome');
  const arrived = await host.nextOf('players');
  expect(
    arrived.joined.some((p) => p.nickname === 'Sari'),
    'the host hears of the player',
  );

  // 6. Every question: open it, answer, close it, show the leaderboard.
  host.send({ type: 'start' });
  for (const [index, q] of questions.entries()) {
    const shown = await player.nextOf('question');
    expect(shown.index === index, `question ${index} opens`);
    expect((await host.nextOf('question')).index === index, 'the host sees the same question');
    player.send({
      type: 'answer',
      id: `q${index}`,
      question_index: index,
      answer: shown.options.indexOf(q.right),
    });
    const ack = await player.nextOf('ack');
    expect(ack.id === `q${index}` && !ack.duplicate, 'the answer is acknowledged once');
    host.send({ type: 'next' }); // closes the question early
    const reveal = await player.nextOf('reveal');
    expect(reveal.you?.correct === true, 'the right answer scores');
    await host.nextOf('reveal');
    host.send({ type: 'next' });
    const board = await player.nextOf('leaderboard');
    expect(board.you?.rank === 1, 'the only player leads');
    await host.nextOf('leaderboard');
    host.send({ type: 'next' }); // the next question, or the podium after the last
  }

  // 7. The podium, then the end: `ended`, and the server closes both sockets.
  const podium = await player.nextOf('podium');
  expect(podium.top[0]?.nickname === 'Sari', 'the podium names the winner');
  await host.nextOf('podium');
  host.send({ type: 'next' });
  expect((await player.nextOf('ended')).reason === 'finished', 'the game ends finished');
  expect((await player.next()).code === 1000, "the player's socket closes normally");
  await host.nextOf('ended');
  console.log(`done: ${welcome.player.nickname} scored ${podium.you?.score} in game ${game.id}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
