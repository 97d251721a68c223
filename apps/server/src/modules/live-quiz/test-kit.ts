import {
  CSRF_HEADER,
  CSRF_VALUE,
  LIVE_QUIZ_WS_PATH,
  type LiveGame,
  type LiveGameCreate,
  type LiveServerEvent,
  type QuizQuestionInput,
} from '@pustaka/contract';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '#app/app.ts';
import type { DatabaseHandle } from '#db/client.ts';
import type { AppContext } from '#platform/context.ts';
import type { TestApp } from '#test/build-test-app.ts';

/** Test helpers of the live quiz suites: real sockets against a listening app, driven by the app clock. */

/** Four single-choice questions: the right option is always the one named "benar". */
export const FOUR_QUESTIONS: QuizQuestionInput[] = [1, 2, 3, 4].map((n) => ({
  type: 'single_choice',
  text: `Pertanyaan ${n}`,
  options: ['salah', 'benar', 'keliru'],
  correct_indexes: [1],
  points: 1,
  time_limit_seconds: 20,
}));

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}${LIVE_QUIZ_WS_PATH}`;
}

/** A second app on the same database and clock: another process of a deployment, or the app after a restart. */
export async function buildSibling(t: TestApp, database: DatabaseHandle = t.ctx.database) {
  const { app, ctx } = await buildApp(t.ctx.config, { database, now: t.clock.now, logger: false });
  await app.ready();
  return { app, ctx };
}

/** A trainer's (whose plan has the LMS) quiz with the given questions and a live game of it; returns the game with its host token. */
export async function createGame(
  t: { app: FastifyInstance; ctx: AppContext },
  trainer: { id: number; token: string },
  options: LiveGameCreate = {},
  questions: QuizQuestionInput[] = FOUR_QUESTIONS,
): Promise<LiveGame> {
  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/publisher/lms${url}`,
      headers: { authorization: `Bearer ${trainer.token}`, [CSRF_HEADER]: CSRF_VALUE },
      payload: payload as object,
    });
  const quizId = (await post('/quizzes', { title: 'Kuis Langsung' })).json().data.id;
  for (const question of questions) await post(`/quizzes/${quizId}/questions`, question);
  const response = await post(`/quizzes/${quizId}/live`, options);
  if (response.statusCode !== 201) throw new Error(`live game not created: ${response.body}`);
  return response.json().data;
}

type Event = LiveServerEvent & Record<string, unknown>;

/** A WebSocket client that keeps every event, so a test can wait for the next one of a kind. */
export class TestSocket {
  readonly events: Event[] = [];
  private cursor = 0;
  private waiters: (() => void)[] = [];
  closeCode: number | undefined;
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;

  constructor(
    readonly ws: WebSocket,
    readonly name = 'socket',
  ) {
    this.opened = new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    this.closed = new Promise((resolve) =>
      ws.once('close', (code) => {
        this.closeCode = code;
        this.wake();
        resolve(code);
      }),
    );
    ws.on('message', (data) => {
      this.events.push(JSON.parse(String(data)));
      this.wake();
    });
  }

  static async open(url: string, name?: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    const socket = new TestSocket(new WebSocket(url, { headers }), name);
    await socket.opened;
    return socket;
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next event of this type after the ones already taken (others in between are skipped). */
  async next<T extends Event['type']>(type: T, timeoutMs = 5_000): Promise<Extract<Event, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.cursor < this.events.length) {
        const event = this.events[this.cursor++] as Event;
        if (event.type === type) return event as Extract<Event, { type: T }>;
      }
      if (this.closeCode !== undefined)
        throw new Error(`${this.name} closed (${this.closeCode}) waiting for ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`${this.name}: no ${type} (got ${this.events.map((e) => e.type).join(', ')})`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Events of a type received so far (taken or not). */
  all<T extends Event['type']>(type: T): Extract<Event, { type: T }>[] {
    return this.events.filter((e) => e.type === type) as Extract<Event, { type: T }>[];
  }

  close(): void {
    this.ws.close();
  }
}

export async function joinAs(
  url: string,
  pin: string,
  nickname: string,
  extra: Record<string, unknown> = {},
) {
  const socket = await TestSocket.open(url, nickname);
  socket.send({ type: 'join', pin, nickname, ...extra });
  const welcome = await socket.next('welcome').catch((error) => {
    throw new Error(`${error.message}: ${JSON.stringify(socket.events)}`);
  });
  return { socket, welcome };
}

export async function hostOf(url: string, game: LiveGame): Promise<TestSocket> {
  const socket = await TestSocket.open(url, 'host');
  socket.send({ type: 'host', game_id: game.id, host_token: game.host_token });
  await socket.next('host_welcome');
  return socket;
}

/** Runs the hubs' clocks once (the interval does it too; tests call it after moving the app clock). */
export async function tick(...apps: FastifyInstance[]): Promise<void> {
  for (const app of apps) app.liveQuiz.tick();
  await new Promise((resolve) => setTimeout(resolve, 30));
  for (const app of apps) for (const runtime of await app.liveQuiz.loaded()) await runtime.drain();
}
