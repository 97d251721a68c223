import { type AreaRoutes, page } from '@/app/lazy-route';

/** Live quiz games: a player's phone (no login), and a trainer's host screens and reports (`lms_access`). */
export const liveQuizRoutes: AreaRoutes = {
  pages: [
    {
      // A player's phone in a live game: the whole screen is the game (no top bar or footer).
      path: 'play',
      lazy: page(async () => (await import('./live-quiz/play-page')).PlayPage),
      handle: { chrome: false },
    },
  ],
  trainer: [
    {
      path: 'lms/dashboard/quizzes/:id/live',
      lazy: page(async () => (await import('./live-quiz/quiz-live-page')).QuizLivePage),
    },
    {
      path: 'lms/dashboard/contents/:id/quiz/live',
      lazy: page(async () => (await import('./live-quiz/content-live-page')).ContentLivePage),
    },
    {
      path: 'lms/dashboard/quiz-sessions/:id',
      lazy: page(async () => (await import('./live-quiz/session-report-page')).SessionReportPage),
    },
  ],
};
