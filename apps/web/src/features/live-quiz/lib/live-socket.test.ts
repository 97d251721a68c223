import type { LiveClientMessage, LiveServerEvent } from '@pustaka/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionStatus, LiveSocket, PING_EVERY_MS, SILENCE_LIMIT_MS } from './live-socket';

/** A stand-in for the browser's WebSocket that records what is sent and lets the test play the server. */
class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: LiveClientMessage[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as LiveClientMessage);
  }
  close(code = 1005) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  receive(value: unknown) {
    this.onmessage?.({ data: typeof value === 'string' ? value : JSON.stringify(value) });
  }
  drop(code = 1006) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }
}

const welcome = {
  type: 'welcome',
  player: { id: 1, nickname: 'Ani' },
  resume_token: 'resume-token-1',
  score: 0,
  streak: 0,
  game: { id: 1, pin: '123456', title: 'Kuis', mode: 'classic', question_count: 2, state: 'lobby' },
  server_time: 1,
};

describe('LiveSocket', () => {
  let events: LiveServerEvent[];
  let statuses: ConnectionStatus[];
  let invalid: unknown[];
  let token: string | null;
  let socket: LiveSocket;

  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    events = [];
    statuses = [];
    invalid = [];
    token = null;
    socket = new LiveSocket({
      url: 'ws://test/api/v2/live/ws',
      hello: () =>
        token ? { type: 'resume', resume_token: token } : { type: 'join', pin: '123456', nickname: 'Ani' },
      onEvent: (event) => {
        events.push(event);
        if (event.type === 'welcome') token = event.resume_token;
      },
      onStatus: (status) => statuses.push(status),
      onInvalid: (raw) => invalid.push(raw),
      WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    });
  });
  afterEach(() => {
    socket.stop();
    vi.useRealTimers();
  });

  it('says hello on open, checks every frame against the contract, and drops what does not match', () => {
    socket.start();
    const first = FakeSocket.all[0]!;
    first.open();
    expect(first.sent).toEqual([{ type: 'join', pin: '123456', nickname: 'Ani' }]);
    first.receive(welcome);
    first.receive('not json');
    first.receive({ type: 'question', index: 'zero' });
    first.receive({ type: 'unknown' });
    expect(events.map((event) => event.type)).toEqual(['welcome']);
    expect(invalid).toHaveLength(3);
    expect(statuses.at(-1)).toBe('open');
  });

  it('reconnects after a drop with the resume token, after a wait', () => {
    socket.start();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.receive(welcome);
    FakeSocket.all[0]!.drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(600);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.sent[0]).toEqual({ type: 'resume', resume_token: 'resume-token-1' });
  });

  it('does not come back after being removed by the host', () => {
    socket.start();
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.drop(4003);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });

  it('pings, and gives up on a connection that went silent', () => {
    socket.start();
    const first = FakeSocket.all[0]!;
    first.open();
    first.receive(welcome);
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect(first.sent.at(-1)).toMatchObject({ type: 'ping' });
    vi.advanceTimersByTime(SILENCE_LIMIT_MS + PING_EVERY_MS);
    expect(statuses).toContain('reconnecting');
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all.length).toBeGreaterThan(1);
  });

  it('sends nothing while not connected, so the caller keeps the message', () => {
    socket.start();
    expect(socket.send({ type: 'start' })).toBe(false);
    FakeSocket.all[0]!.open();
    expect(socket.send({ type: 'start' })).toBe(true);
  });
});
