import type { GuestSession, PlayerSession, QuizForPlayer, QuizPlayerAnswer } from '@pustaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * What the quiz player needs from the server, whoever plays: a guest on an independent quiz, or a learner
 * in a course content (whose page passes its own calls). `start` starts or resumes the session.
 */
export interface QuizPlayerApi {
  start: () => Promise<PlayerSession>;
  reload: (sessionId: string) => Promise<PlayerSession>;
  /** `null` passes the question (its time ran out). */
  answer: (sessionId: string, questionIndex: number, answer: QuizPlayerAnswer | null) => Promise<unknown>;
  complete: (sessionId: string) => Promise<PlayerSession>;
}

export const publicQuizKeys = {
  quiz: (id: number) => ['public-quiz', id] as const,
};

export function publicQuizQueryOptions(id: number) {
  return queryOptions({
    queryKey: publicQuizKeys.quiz(id),
    queryFn: ({ signal }) => api.get<QuizForPlayer>(`/public/lms/quizzes/${id}`, { signal }),
    retry: false,
  });
}

export function usePublicQuiz(id: number) {
  return useQuery({ ...publicQuizQueryOptions(id), enabled: id > 0 });
}

type StoredGuest = { sessionId: string; token: string; nickname: string };
const storageKey = (quizId: number) => `quiz-guest:${quizId}`;
/** The signed token naming this browser, which the server counts a quiz's attempts by. */
const BROWSER_KEY = 'quiz-browser';

function browserToken(): string | null {
  try {
    return localStorage.getItem(BROWSER_KEY);
  } catch {
    return null;
  }
}

/** The guest's session of a quiz on this browser, so a reload resumes it. */
export function storedGuestSession(quizId: number): StoredGuest | null {
  try {
    const raw = localStorage.getItem(storageKey(quizId));
    const value = raw ? (JSON.parse(raw) as StoredGuest) : null;
    return value?.sessionId && value.token ? value : null;
  } catch {
    return null;
  }
}

export function forgetGuestSession(quizId: number): void {
  try {
    localStorage.removeItem(storageKey(quizId));
  } catch {
    // Private browsing without storage: nothing was kept.
  }
}

/**
 * The player's calls for a guest: the first start sends the nickname and keeps the session's token in
 * this browser; every later call proves the session with it.
 */
export function guestQuizApi(quizId: number, nickname: string): QuizPlayerApi {
  const base = `/public/lms/quizzes/${quizId}/sessions`;
  // Kept here too, so a browser without storage still plays the session it started.
  let token = storedGuestSession(quizId)?.token ?? '';
  const headers = () => ({ 'X-Quiz-Token': token });
  return {
    start: async () => {
      const kept = storedGuestSession(quizId);
      if (kept) {
        try {
          return await api.get<PlayerSession>(`${base}/${kept.sessionId}`, { headers: headers() });
        } catch {
          forgetGuestSession(quizId);
        }
      }
      const known = browserToken();
      const session = await api.post<GuestSession>(
        base,
        { nickname },
        known ? { headers: { 'X-Quiz-Browser': known } } : undefined,
      );
      token = session.guest_token;
      try {
        localStorage.setItem(BROWSER_KEY, session.browser_token);
        localStorage.setItem(
          storageKey(quizId),
          JSON.stringify({ sessionId: session.id, token: session.guest_token, nickname }),
        );
      } catch {
        // Without storage the session still plays; a reload starts a new one.
      }
      return session;
    },
    reload: (sessionId) => api.get<PlayerSession>(`${base}/${sessionId}`, { headers: headers() }),
    answer: (sessionId, questionIndex, answer) =>
      api.post(
        `${base}/${sessionId}/answers`,
        { question_index: questionIndex, answer },
        { headers: headers() },
      ),
    complete: (sessionId) =>
      api.post<PlayerSession>(`${base}/${sessionId}/complete`, undefined, { headers: headers() }),
  };
}
