import type {
  LiveAnswerValue,
  LiveGameMode,
  LiveGameState,
  LivePlayerRef,
  LiveQuestionEvent,
  LiveServerEvent,
  LiveServerEventOf,
} from '@pustaka/contract';
import type { ConnectionStatus } from './live-socket';

/** What a screen shows: the server's state, plus the two a client knows of its own (joining, kicked). */
export type LivePhase = 'idle' | 'joining' | LiveGameState | 'kicked';

export interface LiveGameInfo {
  id: number;
  pin: string;
  title: string;
  mode: LiveGameMode;
  question_count: number;
  player_cap?: number;
}

/** The open question's clock, by the server: `offset` turns the client's Date.now() into the server's. */
export interface LiveClock {
  question_index: number;
  deadline: number;
  remaining_ms: number;
  paused: boolean;
  offset: number;
}

/** The player's answer to the open question, from the moment it is sent until the server stores it. */
export interface PendingAnswer {
  id: string;
  question_index: number;
  /** Unknown (null) when the answer was given before a reload and only the server remembers it. */
  value: LiveAnswerValue | null;
  status: 'sending' | 'stored';
  time_ms?: number;
}

export interface LiveState {
  connection: ConnectionStatus | 'idle';
  phase: LivePhase;
  game: LiveGameInfo | null;
  /** The player's own identity (players only). */
  me: LivePlayerRef | null;
  score: number;
  streak: number;
  rank: number | null;
  playerCount: number;
  /** The host: every player in the game; a player: the latest arrivals. */
  players: LivePlayerRef[];
  question: LiveQuestionEvent | null;
  clock: LiveClock | null;
  answer: PendingAnswer | null;
  answeredCount: number;
  reveal: LiveServerEventOf<'reveal'> | null;
  leaderboard: LiveServerEventOf<'leaderboard'> | null;
  podium: LiveServerEventOf<'podium'> | null;
  endedReason: LiveServerEventOf<'ended'>['reason'] | null;
  /** The host locked the game: nobody new may join (hosts only). */
  locked: boolean;
  /** The server's last refusal to this client. */
  error: { code: string; message: string } | null;
}

export type LiveAction =
  | { type: 'event'; event: LiveServerEvent; at: number }
  | { type: 'connection'; status: ConnectionStatus }
  | { type: 'joining' }
  | { type: 'answer'; id: string; question_index: number; value: LiveAnswerValue }
  | { type: 'dismiss_error' }
  | { type: 'reset' };

export const initialLiveState: LiveState = {
  connection: 'idle',
  phase: 'idle',
  game: null,
  me: null,
  score: 0,
  streak: 0,
  rank: null,
  playerCount: 0,
  players: [],
  question: null,
  clock: null,
  answer: null,
  answeredCount: 0,
  reveal: null,
  leaderboard: null,
  podium: null,
  endedReason: null,
  locked: false,
  error: null,
};

/** Refusals of a join or resume: the player is not in a game (the join form shows them). */
export const JOIN_ERRORS = new Set([
  'LIVE_PIN_NOT_FOUND',
  'LIVE_GAME_FULL',
  'LIVE_GAME_LOCKED',
  'LIVE_JOINS_LIMITED',
  'LIVE_PIN_LOOKUPS_LIMITED',
  'LIVE_NICKNAME_INVALID',
  'LIVE_NICKNAME_TAKEN',
  'LIVE_NICKNAME_OFFENSIVE',
  'LIVE_RESUME_INVALID',
  'LIVE_HOST_FORBIDDEN',
]);

/** Refusals that end a connection whatever the screen showed: the way back into the game is gone. */
const SEAT_LOST = new Set(['LIVE_RESUME_INVALID', 'LIVE_HOST_FORBIDDEN']);

/** True when the server refused this client's join, resume or host attach (it is not in a game). */
export function isRefusal(code: string, phase: LivePhase): boolean {
  if (phase === 'podium' || phase === 'kicked') return false;
  return JOIN_ERRORS.has(code) && (phase === 'joining' || phase === 'idle' || SEAT_LOST.has(code));
}

/** Refusals that mean the answer's moment passed: the screen stops waiting for its acknowledgement. */
const ANSWER_GONE = new Set(['LIVE_QUESTION_NOT_OPEN', 'LIVE_ANSWER_INVALID']);

const MAX_SHOWN_ARRIVALS = 60;

function mergePlayers(list: LivePlayerRef[], joined: LivePlayerRef[], left: number[], keepAll: boolean) {
  const gone = new Set(left);
  const byId = new Map<number, LivePlayerRef>();
  for (const player of list) if (!gone.has(player.id)) byId.set(player.id, player);
  for (const player of joined) if (!gone.has(player.id)) byId.set(player.id, player);
  const merged = [...byId.values()];
  return keepAll ? merged : merged.slice(-MAX_SHOWN_ARRIVALS);
}

function applyEvent(state: LiveState, event: LiveServerEvent, at: number): LiveState {
  switch (event.type) {
    case 'welcome':
      return {
        ...state,
        phase: event.game.state,
        game: { ...event.game },
        me: event.player,
        score: event.score,
        streak: event.streak,
        error: null,
      };
    case 'host_welcome':
      return {
        ...state,
        phase: event.game.state,
        game: { ...event.game },
        locked: event.game.locked,
        error: null,
      };
    case 'lobby':
      return { ...state, phase: 'lobby', playerCount: event.count, players: event.players };
    case 'players':
      return {
        ...state,
        playerCount: event.count,
        players: mergePlayers(state.players, event.joined, event.left, state.me === null),
      };
    case 'question': {
      const same = state.question?.index === event.index;
      // After a resume the server says whether this player's answer is stored; a new question clears it.
      let answer = same && state.answer?.question_index === event.index ? state.answer : null;
      if (answer && event.answered) answer = { ...answer, status: 'stored' };
      if (!answer && event.answered) {
        answer = { id: '', question_index: event.index, value: null, status: 'stored' };
      }
      return {
        ...state,
        phase: 'question',
        question: event,
        clock: {
          question_index: event.index,
          deadline: event.deadline,
          remaining_ms: event.remaining_ms,
          paused: event.paused,
          offset: event.server_time - at,
        },
        answer,
        answeredCount: same ? state.answeredCount : 0,
        reveal: null,
        leaderboard: same ? state.leaderboard : null,
      };
    }
    case 'clock':
      if (!state.clock || state.clock.question_index !== event.question_index) return state;
      return {
        ...state,
        clock: {
          question_index: event.question_index,
          deadline: event.deadline,
          remaining_ms: event.remaining_ms,
          paused: event.paused,
          offset: event.server_time - at,
        },
      };
    case 'ack':
      if (!state.answer || state.answer.id !== event.id) return state;
      return { ...state, answer: { ...state.answer, status: 'stored', time_ms: event.time_ms } };
    case 'answer_count':
      if (state.question && state.question.index !== event.question_index) return state;
      return { ...state, answeredCount: event.answered, playerCount: event.total };
    case 'reveal':
      return {
        ...state,
        phase: 'reveal',
        reveal: event,
        answeredCount: event.answered,
        playerCount: event.total,
        clock: state.clock ? { ...state.clock, paused: true, remaining_ms: 0 } : null,
        ...(event.you ? { score: event.you.score, streak: event.you.streak, rank: event.you.rank } : {}),
      };
    case 'leaderboard':
      return {
        ...state,
        phase: 'leaderboard',
        leaderboard: event,
        ...(event.you ? { score: event.you.score, streak: event.you.streak, rank: event.you.rank } : {}),
      };
    case 'podium':
      return {
        ...state,
        phase: 'podium',
        podium: event,
        clock: null,
        ...(event.you ? { score: event.you.score, rank: event.you.rank } : {}),
      };
    case 'ended':
      return { ...state, phase: state.phase === 'podium' ? 'podium' : 'ended', endedReason: event.reason };
    case 'kicked':
      return { ...state, phase: 'kicked' };
    case 'lock':
      return { ...state, locked: event.locked };
    case 'error': {
      const error = { code: event.code, message: event.message };
      if (isRefusal(event.code, state.phase))
        return { ...initialLiveState, connection: state.connection, error };
      if (event.code === 'LIVE_ALREADY_ANSWERED' && state.answer && state.answer.id === event.ref) {
        return { ...state, answer: { ...state.answer, status: 'stored' } };
      }
      if (ANSWER_GONE.has(event.code) && state.answer && state.answer.id === event.ref) {
        return { ...state, answer: null, error };
      }
      return { ...state, error };
    }
    case 'pong':
      if (!state.clock || event.t === undefined) return state;
      // Half the round trip is the best guess of when the server read its clock.
      return { ...state, clock: { ...state.clock, offset: event.server_time - (event.t + at) / 2 } };
  }
}

export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'event':
      return applyEvent(state, action.event, action.at);
    case 'connection':
      return { ...state, connection: action.status };
    case 'joining':
      return { ...initialLiveState, connection: state.connection, phase: 'joining' };
    case 'answer':
      if (!state.question || state.question.index !== action.question_index || state.answer) return state;
      return {
        ...state,
        answer: {
          id: action.id,
          question_index: action.question_index,
          value: action.value,
          status: 'sending',
        },
        error: null,
      };
    case 'dismiss_error':
      return { ...state, error: null };
    case 'reset':
      return initialLiveState;
  }
}

/** Milliseconds left of the open question at client time `now`, by the server's clock; never below 0. */
export function remainingMs(clock: LiveClock | null, now: number): number {
  if (!clock) return 0;
  if (clock.paused) return Math.max(0, clock.remaining_ms);
  return Math.max(0, clock.deadline - (now + clock.offset));
}

/** The answer still waiting for its acknowledgement, to send again on a new connection. */
export function answerToResend(state: LiveState): PendingAnswer | null {
  const { answer, question } = state;
  if (answer?.status !== 'sending' || !question || question.index !== answer.question_index) {
    return null;
  }
  return answer;
}
