import { type AreaRoutes, page, soon } from '@/app/lazy-route';

/** Quizzes: a public quiz to play, and a trainer's quizzes (with the plan feature `lms_access`). */
export const quizzesRoutes: AreaRoutes = {
  pages: [
    {
      path: 'lms/quizzes/:quiz_id',
      lazy: page(async () => (await import('./quizzes/quiz-play-page')).QuizPlayPage),
    },
  ],
  trainer: [
    {
      path: 'lms/dashboard/quizzes',
      lazy: page(async () => (await import('./quizzes/quizzes-page')).QuizzesPage),
    },
    {
      path: 'lms/dashboard/quizzes/new',
      lazy: page(async () => (await import('./quizzes/quiz-new-page')).QuizNewPage),
    },
    {
      path: 'lms/dashboard/quizzes/:id',
      lazy: page(async () => (await import('./quizzes/quiz-builder-page')).QuizBuilderPage),
    },
    soon('lms/dashboard/quizzes/:id/live', 'lmsDashboard'),
  ],
};
