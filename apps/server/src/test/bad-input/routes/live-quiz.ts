import type { Route } from '../probe.ts';

/** Live quiz games: starting one, the host's reads and reports, and the PIN look-up. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const LIVE_QUIZ_ROUTES: Route[] = [
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes/:id/live', auth: 'publisher', ids: { id: 'quiz' }, body: { mode: 'accuracy', player_cap: 50, question_seconds: 30 } },
  { method: 'POST', path: '/api/v2/publisher/lms/contents/:id/quiz/live', auth: 'publisher', ids: { id: 'lmsQuizContent' }, body: { mode: 'classic' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quizzes/:id/sessions', auth: 'publisher', ids: { id: 'quiz' }, query: { page: '1', pageSize: '20' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quiz-sessions/:id', auth: 'publisher', ids: { id: 'liveGame' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quiz-sessions/:id/host', auth: 'publisher', ids: { id: 'liveGame' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quiz-sessions/:id/live_status', auth: 'publisher', ids: { id: 'liveGame' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quiz-sessions/:id/report.csv', auth: 'publisher', ids: { id: 'liveGame' } },
  { method: 'GET', path: '/api/v2/live/games/:pin', auth: 'guest', ids: { pin: 'livePin' } },
];
