import {
  LIVE_QUIZ_WS_PATH,
  type LiveAnswerValue,
  type LiveClientMessage,
  type LiveHostCommand,
  type LiveServerEvent,
} from '@pustaka/contract';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { LiveSocket, liveSocketUrl } from '@/features/live-quiz/lib/live-socket';
import {
  answerToResend,
  initialLiveState,
  isRefusal,
  type LiveAction,
  type LiveState,
  liveReducer,
} from '@/features/live-quiz/lib/live-state';
import { clearSeat, saveSeat } from '@/features/live-quiz/lib/resume-store';

function messageId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The state of one game connection and its socket. `onEvent` sees each event with the state before it,
 * for the side effects a reducer may not have (storing a token, resending an answer).
 */
function useLiveConnection(onEvent: (event: LiveServerEvent, before: LiveState, socket: LiveSocket) => void) {
  const [state, dispatch] = useReducer(liveReducer, initialLiveState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const socketRef = useRef<LiveSocket | null>(null);
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  const stop = useCallback(() => {
    socketRef.current?.stop();
    socketRef.current = null;
  }, []);

  const open = useCallback(
    (hello: () => LiveClientMessage) => {
      stop();
      const socket = new LiveSocket({
        url: liveSocketUrl(LIVE_QUIZ_WS_PATH),
        hello,
        onStatus: (status) => dispatch({ type: 'connection', status }),
        onEvent: (event, at) => {
          const before = stateRef.current;
          // The reducer runs first so the screen never lags behind a side effect.
          const after = liveReducer(before, { type: 'event', event, at });
          stateRef.current = after;
          dispatch({ type: 'event', event, at });
          onEventRef.current(event, before, socket);
        },
      });
      socketRef.current = socket;
      socket.start();
      return socket;
    },
    [stop],
  );

  // A phone that wakes up or gets its network back reconnects at once instead of waiting out a back-off.
  useEffect(() => {
    const wake = () => {
      const { connection } = stateRef.current;
      if (document.visibilityState === 'visible' && connection === 'reconnecting') {
        socketRef.current?.reconnectNow();
      }
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', wake);
    };
  }, []);

  useEffect(() => stop, [stop]);

  const localDispatch = useCallback((action: LiveAction) => {
    stateRef.current = liveReducer(stateRef.current, action);
    dispatch(action);
  }, []);

  return { state, stateRef, socketRef, open, stop, dispatch: localDispatch };
}

type Credentials =
  | { kind: 'join'; pin: string; nickname: string; authToken?: string }
  | { kind: 'resume'; pin: string; nickname: string; token: string; authToken?: string };

/** A player's game: join by PIN or resume with a stored token, answer, and come back after any drop. */
export function usePlayerGame() {
  const credentials = useRef<Credentials | null>(null);
  const connection = useLiveConnection((event, before, socket) => {
    const seat = credentials.current;
    switch (event.type) {
      case 'welcome':
        if (seat) {
          credentials.current = {
            kind: 'resume',
            pin: event.game.pin,
            nickname: event.player.nickname,
            token: event.resume_token,
            ...(seat.authToken ? { authToken: seat.authToken } : {}),
          };
          saveSeat({ pin: event.game.pin, nickname: event.player.nickname, token: event.resume_token });
        }
        break;
      case 'question': {
        // An answer sent just before the connection dropped may never have arrived: send it again with the
        // same id (the server stores it once and acknowledges it either way).
        const pending = answerToResend(before);
        if (pending && pending.question_index === event.index && !event.answered && pending.value !== null) {
          socket.send({
            type: 'answer',
            id: pending.id,
            question_index: pending.question_index,
            answer: pending.value,
          });
        }
        break;
      }
      case 'error':
        if (isRefusal(event.code, before.phase)) {
          connection.stop();
          if (seat?.kind === 'resume') clearSeat();
          credentials.current = null;
          // A phone away longer than the seat's grace time lost its seat (it never answered): it joins again
          // under the same nickname; a refusal of that join (a join, not a resume) shows on the form.
          if (seat?.kind === 'resume' && event.code === 'LIVE_RESUME_INVALID') {
            credentials.current = {
              kind: 'join',
              pin: seat.pin,
              nickname: seat.nickname,
              ...(seat.authToken ? { authToken: seat.authToken } : {}),
            };
            setTimeout(() => {
              dispatch({ type: 'joining' });
              open(hello);
            }, 0);
          }
        }
        break;
      case 'kicked':
      case 'ended':
        clearSeat();
        break;
    }
  });
  const { state, open, dispatch, socketRef, stop } = connection;

  const hello = useCallback((): LiveClientMessage => {
    const seat = credentials.current;
    if (seat?.kind === 'resume') return { type: 'resume', resume_token: seat.token };
    if (!seat) throw new Error('No game to join');
    return {
      type: 'join',
      pin: seat.pin,
      nickname: seat.nickname,
      ...(seat.authToken ? { auth_token: seat.authToken } : {}),
    };
  }, []);

  const join = useCallback(
    (pin: string, nickname: string, authToken?: string | null) => {
      credentials.current = { kind: 'join', pin, nickname, ...(authToken ? { authToken } : {}) };
      dispatch({ type: 'joining' });
      open(hello);
    },
    [open, hello, dispatch],
  );

  const resume = useCallback(
    (pin: string, nickname: string, token: string) => {
      credentials.current = { kind: 'resume', pin, nickname, token };
      dispatch({ type: 'joining' });
      open(hello);
    },
    [open, hello, dispatch],
  );

  const answer = useCallback(
    (value: LiveAnswerValue) => {
      const { question, answer: given } = connection.stateRef.current;
      if (!question || given) return;
      const id = messageId();
      dispatch({ type: 'answer', id, question_index: question.index, value });
      // Sent now when connected; otherwise the resume after reconnecting sends it.
      socketRef.current?.send({ type: 'answer', id, question_index: question.index, answer: value });
    },
    [connection.stateRef, dispatch, socketRef],
  );

  const leave = useCallback(() => {
    stop();
    clearSeat();
    credentials.current = null;
    dispatch({ type: 'reset' });
  }, [stop, dispatch]);

  const dismissError = useCallback(() => dispatch({ type: 'dismiss_error' }), [dispatch]);

  return useMemo(
    () => ({ state, join, resume, answer, leave, dismissError }),
    [state, join, resume, answer, leave, dismissError],
  );
}

/** The host's screen of a game: attach with the host token, then drive it with commands. */
export function useHostGame(gameId: number | null, hostToken: string | null) {
  const connection = useLiveConnection((event, before) => {
    if (event.type === 'error' && isRefusal(event.code, before.phase)) connection.stop();
  });
  const { state, open, stop, socketRef, dispatch } = connection;

  useEffect(() => {
    if (!gameId || !hostToken) return;
    open(() => ({ type: 'host', game_id: gameId, host_token: hostToken }));
    return stop;
  }, [gameId, hostToken, open, stop]);

  const command = useCallback(
    (message: LiveHostCommand) => socketRef.current?.send(message) ?? false,
    [socketRef],
  );
  const dismissError = useCallback(() => dispatch({ type: 'dismiss_error' }), [dispatch]);

  return useMemo(() => ({ state, command, dismissError }), [state, command, dismissError]);
}
