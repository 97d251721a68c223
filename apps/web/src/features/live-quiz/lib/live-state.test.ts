import type { LiveServerEvent, LiveServerEventOf } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';
import {
  answerToResend,
  initialLiveState,
  isRefusal,
  type LiveAction,
  type LiveState,
  liveReducer,
  remainingMs,
} from './live-state';

const game = { id: 7, pin: '123456', title: 'Kuis IPA', mode: 'classic' as const, question_count: 3 };

function play(actions: LiveAction[], from: LiveState = initialLiveState): LiveState {
  return actions.reduce(liveReducer, from);
}
const event = (e: LiveServerEvent, at = 1_000): LiveAction => ({ type: 'event', event: e, at });

const welcome: LiveServerEventOf<'welcome'> = {
  type: 'welcome',
  player: { id: 3, nickname: 'Budi' },
  resume_token: 'token-abcdefghij',
  score: 0,
  streak: 0,
  game: { ...game, state: 'lobby' },
  server_time: 1_000,
};

function question(
  index: number,
  extra: Partial<LiveServerEventOf<'question'>> = {},
): LiveServerEventOf<'question'> {
  return {
    type: 'question',
    index,
    count: 3,
    question_type: 'single_choice',
    text: `Pertanyaan ${index + 1}`,
    image_url: null,
    options: ['A', 'B', 'C', 'D'],
    time_limit_ms: 20_000,
    opened_at: 10_000,
    deadline: 30_000,
    remaining_ms: 20_000,
    paused: false,
    answered: false,
    server_time: 10_000,
    ...extra,
  };
}

describe('liveReducer: a player', () => {
  it('joins, waits in the lobby and sees arrivals counted', () => {
    const state = play([
      { type: 'joining' },
      event(welcome),
      event({ type: 'lobby', count: 1, players: [{ id: 3, nickname: 'Budi' }] }),
      event({ type: 'players', count: 3, joined: [], left: [] }),
    ]);
    expect(state.phase).toBe('lobby');
    expect(state.me).toEqual({ id: 3, nickname: 'Budi' });
    expect(state.playerCount).toBe(3);
  });

  it('answers once, is acknowledged, and takes score, streak and rank from the reveal', () => {
    let state = play([event(welcome), event(question(0))]);
    state = liveReducer(state, { type: 'answer', id: 'a1', question_index: 0, value: 2 });
    expect(state.answer).toMatchObject({ id: 'a1', status: 'sending', value: 2 });
    // A second tap while the first is on its way changes nothing.
    expect(liveReducer(state, { type: 'answer', id: 'a2', question_index: 0, value: 1 }).answer?.id).toBe(
      'a1',
    );
    state = liveReducer(
      state,
      event({ type: 'ack', id: 'a1', question_index: 0, duplicate: false, time_ms: 2_345 }),
    );
    expect(state.answer).toMatchObject({ status: 'stored', time_ms: 2_345 });
    state = liveReducer(
      state,
      event({
        type: 'reveal',
        question_index: 0,
        correct: [2],
        accepted: [],
        distribution: [0, 1, 4, 0],
        answered: 5,
        total: 6,
        skipped: false,
        closed_at: 30_000,
        you: { answered: true, correct: true, points: 912, score: 912, streak: 1, rank: 2 },
      }),
    );
    expect(state).toMatchObject({ phase: 'reveal', score: 912, streak: 1, rank: 2, answeredCount: 5 });
  });

  it('ignores an acknowledgement of another answer', () => {
    let state = play([event(welcome), event(question(0))]);
    state = liveReducer(state, { type: 'answer', id: 'a1', question_index: 0, value: 2 });
    state = liveReducer(
      state,
      event({ type: 'ack', id: 'zz', question_index: 0, duplicate: false, time_ms: 1 }),
    );
    expect(state.answer?.status).toBe('sending');
  });

  it('refuses an answer to a question that is not the open one', () => {
    const state = play([event(welcome), event(question(1))]);
    expect(liveReducer(state, { type: 'answer', id: 'x', question_index: 0, value: 0 }).answer).toBeNull();
  });

  it('keeps an unacknowledged answer across a reconnection, to send again, and drops it on the next question', () => {
    let state = play([event(welcome), event(question(0))]);
    state = liveReducer(state, { type: 'answer', id: 'a1', question_index: 0, value: 1 });
    state = liveReducer(state, { type: 'connection', status: 'reconnecting' });
    state = play(
      [event({ ...welcome, score: 0, game: { ...game, state: 'question' } }), event(question(0))],
      state,
    );
    expect(answerToResend(state)).toMatchObject({ id: 'a1', value: 1 });
    // The server already had it: no resend.
    const stored = liveReducer(state, event(question(0, { answered: true })));
    expect(stored.answer?.status).toBe('stored');
    expect(answerToResend(stored)).toBeNull();
    expect(liveReducer(state, event(question(1))).answer).toBeNull();
  });

  it('after a reload shows the answer the server stored without knowing its value', () => {
    const state = play([
      event({ ...welcome, score: 1_500, streak: 2, game: { ...game, state: 'question' } }),
      event(question(1, { answered: true })),
    ]);
    expect(state).toMatchObject({ score: 1_500, streak: 2, phase: 'question' });
    expect(state.answer).toMatchObject({ status: 'stored', value: null, question_index: 1 });
  });

  it('counts a duplicate refusal of its own answer as stored, and forgets an answer whose question closed', () => {
    let state = play([event(welcome), event(question(0))]);
    state = liveReducer(state, { type: 'answer', id: 'a1', question_index: 0, value: 1 });
    const duplicate = liveReducer(
      state,
      event({ type: 'error', code: 'LIVE_ALREADY_ANSWERED', message: 'x', ref: 'a1' }),
    );
    expect(duplicate.answer?.status).toBe('stored');
    const late = liveReducer(
      state,
      event({ type: 'error', code: 'LIVE_QUESTION_NOT_OPEN', message: 'Tutup', ref: 'a1' }),
    );
    expect(late.answer).toBeNull();
    expect(late.error).toEqual({ code: 'LIVE_QUESTION_NOT_OPEN', message: 'Tutup' });
  });

  it('goes back to the join form on a refused join, keeping the message', () => {
    const state = play([
      { type: 'joining' },
      event({ type: 'error', code: 'LIVE_NICKNAME_TAKEN', message: 'Nama sudah dipakai' }),
    ]);
    expect(state.phase).toBe('idle');
    expect(state.error?.message).toBe('Nama sudah dipakai');
  });

  it('leaves the game when its resume token is refused mid-game, but not for a rate limit', () => {
    const playing = play([event(welcome), event(question(0))]);
    expect(isRefusal('LIVE_RESUME_INVALID', 'question')).toBe(true);
    expect(
      liveReducer(playing, event({ type: 'error', code: 'LIVE_RESUME_INVALID', message: 'x' })).phase,
    ).toBe('idle');
    const limited = liveReducer(
      playing,
      event({ type: 'error', code: 'LIVE_RATE_LIMITED', message: 'Pelan' }),
    );
    expect(limited.phase).toBe('question');
    expect(limited.error?.code).toBe('LIVE_RATE_LIMITED');
  });

  it('ends on the podium with the final place, and stays there when the game closes', () => {
    let state = play([event(welcome)]);
    state = liveReducer(
      state,
      event({
        type: 'podium',
        top: [{ rank: 1, player_id: 3, nickname: 'Budi', score: 2_400, streak: 3 }],
        total_players: 3,
        you: { rank: 1, score: 2_400, correct_count: 3 },
      }),
    );
    state = liveReducer(state, event({ type: 'ended', reason: 'finished' }));
    expect(state).toMatchObject({ phase: 'podium', score: 2_400, rank: 1, endedReason: 'finished' });
  });

  it('is told when the host removes it', () => {
    expect(play([event(welcome), event({ type: 'kicked' })]).phase).toBe('kicked');
  });
});

describe('liveReducer: the host', () => {
  const hostWelcome: LiveServerEventOf<'host_welcome'> = {
    type: 'host_welcome',
    game: { ...game, state: 'lobby', player_cap: 5_000, locked: false },
    server_time: 1_000,
  };

  it('follows the lock of the game, from its welcome and from every change', () => {
    const locked = { ...hostWelcome, game: { ...hostWelcome.game, locked: true } };
    expect(play([event(locked)]).locked).toBe(true);
    expect(play([event(locked), event({ type: 'lock', locked: false })]).locked).toBe(false);
    expect(play([event(hostWelcome), event({ type: 'lock', locked: true })]).locked).toBe(true);
  });

  it('keeps every player in the lobby, adding arrivals and removing those who left', () => {
    const state = play([
      event(hostWelcome),
      event({
        type: 'lobby',
        count: 2,
        players: [
          { id: 1, nickname: 'Ani' },
          { id: 2, nickname: 'Budi' },
        ],
      }),
      event({ type: 'players', count: 2, joined: [{ id: 3, nickname: 'Citra' }], left: [1] }),
    ]);
    expect(state.players.map((player) => player.nickname)).toEqual(['Budi', 'Citra']);
    expect(state.playerCount).toBe(2);
  });

  it('counts answers of the open question only, and resets the count for the next one', () => {
    let state = play([event(hostWelcome), event(question(0))]);
    state = liveReducer(state, event({ type: 'answer_count', question_index: 0, answered: 4, total: 9 }));
    expect(state).toMatchObject({ answeredCount: 4, playerCount: 9 });
    expect(
      liveReducer(state, event({ type: 'answer_count', question_index: 5, answered: 1, total: 9 }))
        .answeredCount,
    ).toBe(4);
    expect(liveReducer(state, event(question(1))).answeredCount).toBe(0);
  });

  it('shows the leaderboard after the reveal', () => {
    const state = play([
      event(hostWelcome),
      event(question(0)),
      event({
        type: 'leaderboard',
        question_index: 0,
        top: [{ rank: 1, player_id: 1, nickname: 'Ani', score: 900, streak: 1 }],
        movers: [{ id: 1, nickname: 'Ani', from: 3, to: 1 }],
      }),
    ]);
    expect(state.phase).toBe('leaderboard');
    expect(state.leaderboard?.movers[0]).toMatchObject({ from: 3, to: 1 });
    expect(state.me).toBeNull();
  });
});

describe('the clock', () => {
  it('counts down by the server clock, whatever the phone says the time is', () => {
    // The phone's clock is 5 s behind the server's: received at 5_000 client time, server said 10_000.
    const state = play([event(welcome), event(question(0), 5_000)]);
    expect(remainingMs(state.clock, 5_000)).toBe(20_000);
    expect(remainingMs(state.clock, 17_000)).toBe(8_000);
    expect(remainingMs(state.clock, 40_000)).toBe(0);
  });

  it('stops while paused and follows the server after a resync', () => {
    let state = play([event(welcome), event(question(0), 10_000)]);
    state = liveReducer(
      state,
      event(
        {
          type: 'clock',
          question_index: 0,
          paused: true,
          remaining_ms: 12_000,
          deadline: 30_000,
          server_time: 18_000,
        },
        18_000,
      ),
    );
    expect(remainingMs(state.clock, 99_000)).toBe(12_000);
    state = liveReducer(
      state,
      event(
        {
          type: 'clock',
          question_index: 0,
          paused: false,
          remaining_ms: 12_000,
          deadline: 40_000,
          server_time: 28_000,
        },
        28_000,
      ),
    );
    expect(remainingMs(state.clock, 30_000)).toBe(10_000);
  });

  it('takes the middle of the round trip from a pong', () => {
    let state = play([event(welcome), event(question(0), 10_000)]);
    state = liveReducer(state, event({ type: 'pong', t: 20_000, server_time: 21_000 }, 20_200));
    // Server read its clock at client ~20_100 → offset 900.
    expect(state.clock?.offset).toBe(900);
  });
});

describe('backoffDelay', () => {
  it('grows, is capped, and is never zero', () => {
    expect(backoffDelay(0, { random: () => 0 })).toBe(100);
    expect(backoffDelay(0, { random: () => 1 })).toBe(500);
    expect(backoffDelay(3, { random: () => 1 })).toBe(4_000);
    expect(backoffDelay(30, { random: () => 1 })).toBe(10_000);
    expect(backoffDelay(30, { random: () => 0 })).toBe(2_000);
  });
});
