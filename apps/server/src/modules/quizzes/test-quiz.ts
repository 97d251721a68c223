import type { QuizQuestionInput, QuizSettingsInput } from '@pustaka/contract';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { addQuestion } from './questions.ts';
import { createQuiz } from './quizzes.ts';

/** Test helpers of the quiz suites: a quiz with a question of every type, and its right answers. */

export { giveTrainerPlan } from '#test/factories.ts';

/** One question of every type, worth 1, 2, 3, 4 and 5 points. */
export const EVERY_TYPE: QuizQuestionInput[] = [
  {
    type: 'single_choice',
    text: 'Ibu kota Indonesia?',
    options: ['Jakarta', 'Bandung', 'Medan'],
    correct_indexes: [0],
    points: 1,
  },
  {
    type: 'multiple_choice',
    text: 'Mana yang pulau?',
    options: ['Jawa', 'Bali', 'Asia'],
    correct_indexes: [0, 1],
    points: 2,
  },
  { type: 'true_false', text: 'Borobudur ada di Jawa Tengah.', correct_answer: true, points: 3 },
  { type: 'short_answer', text: 'Ibu kota Bali?', accepted_answers: ['Denpasar'], points: 4 },
  { type: 'ordering', text: 'Urutkan dari kecil', options: ['satu', 'dua', 'tiga'], points: 5 },
];

/** The right answer to each of EVERY_TYPE by a session's shown options. */
export function rightAnswer(question: { type: string; options: string[] }, index: number) {
  switch (index) {
    case 0:
      return question.options.indexOf('Jakarta');
    case 1:
      return [question.options.indexOf('Jawa'), question.options.indexOf('Bali')];
    case 2:
      return true;
    case 3:
      return ' denpasar ';
    default:
      return ['satu', 'dua', 'tiga'].map((t) => question.options.indexOf(t));
  }
}

export async function createTestQuiz(
  ctx: AppContext,
  owner: Principal,
  settings: Partial<QuizSettingsInput> = {},
  questions: QuizQuestionInput[] = EVERY_TYPE,
) {
  const quiz = await createQuiz(ctx, owner.userId, { title: 'Kuis Nusantara', ...settings });
  for (const question of questions) {
    await addQuestion(ctx, owner, quiz.id, { points: 1, time_limit_seconds: null, ...question });
  }
  return quiz.id;
}

/** The bits of a principal the quiz services read. */
export const principal = (userId: number, admin = false) =>
  ({ userId, roles: admin ? ['admin'] : ['publisher'] }) as unknown as Principal;
