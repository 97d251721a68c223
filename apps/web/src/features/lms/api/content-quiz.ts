import type { PlayerSession, QuizPlayerAnswer } from '@pustaka/contract';
import { api } from '@/lib/api-client';

/**
 * The quiz player's calls for the quiz of a course content: the server starts or resumes the learner's
 * session, and every call goes through the content's enrolment and locks.
 */
export function contentQuizApi(contentId: number) {
  const base = `/lms/contents/${contentId}/quiz`;
  return {
    start: () => api.post<PlayerSession>(`${base}/start`),
    reload: (sessionId: string) => api.get<PlayerSession>(`${base}/sessions/${sessionId}`),
    answer: (sessionId: string, questionIndex: number, answer: QuizPlayerAnswer | null) =>
      api.post(`${base}/answer`, { session_id: sessionId, question_index: questionIndex, answer }),
    complete: (sessionId: string) => api.post<PlayerSession>(`${base}/complete`, { session_id: sessionId }),
  };
}
