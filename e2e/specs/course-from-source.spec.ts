import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../accessibility';
import {
  ACCOUNTS,
  apiLogin,
  CSRF_HEADERS,
  expect,
  type Page,
  screenshotWidths,
  signIn,
  test,
} from '../fixtures';

/**
 * The demo creator turns the ebook they sell into a course in one flow: the assistant reads its outline and
 * proposes a plan, the trainer edits it, the built-in writer makes the draft course (summaries, the chapters'
 * pages, a slide deck, quizzes), the trainer publishes it, and a learner enrols and passes a chapter quiz
 * the assistant wrote.
 */

test.use({ viewport: { width: 1280, height: 900 } });

/** The demo ebook of the demo creator (apps/server/src/seed/catalogue-data.ts), four chapters. */
const EBOOK = 'Merintis Usaha Kuliner dari Rumah';

type Content = { id: number; type: string; title: string; quiz_id: number | null };
type Question = {
  text: string;
  type: string;
  options: string[];
  correct_indexes: number[];
  correct_answer: boolean | null;
  accepted_answers: string[];
};

/** The demo data makes the creator a trainer after the catalogue; wait for their demo courses. */
async function demoTrainerToken(request: APIRequestContext): Promise<string> {
  const { token } = await apiLogin(request, ACCOUNTS.publisher);
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v2/publisher/lms/courses', {
          headers: { authorization: `Bearer ${token}` },
        });
        return response.ok() ? ((await response.json()).data as unknown[]).length : 0;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(2);
  return token;
}

/** Answers every question of the player as the trainer's copy of the quiz says is right. */
async function answerRightly(learner: Page, questions: Question[]) {
  const player = learner.getByTestId('quiz-player');
  for (let asked = 0; asked < questions.length; asked += 1) {
    const text = (await player.getByTestId('question-text').textContent())?.trim();
    const question = questions.find((q) => q.text.trim() === text);
    if (!question) throw new Error(`The player asks a question the quiz does not have: ${text}`);
    if (question.type === 'true_false') {
      await player.getByText(question.correct_answer ? 'Benar' : 'Salah', { exact: true }).click();
    } else if (question.type === 'short_answer') {
      await player.getByRole('textbox').fill(question.accepted_answers[0] ?? '');
    } else {
      for (const index of question.correct_indexes) {
        await player.getByText(question.options[index] ?? '', { exact: true }).click();
      }
    }
    const last = asked === questions.length - 1;
    await learner.getByRole('button', { name: last ? 'Jawab dan selesai' : 'Jawab', exact: true }).click();
    if (!last) await expect(player.getByTestId('question-text')).not.toHaveText(text ?? '');
  }
}

test('a trainer makes a course from the demo ebook, publishes it, and a learner passes a generated chapter quiz', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const token = await demoTrainerToken(page.request);
  const headers = { ...CSRF_HEADERS, authorization: `Bearer ${token}` };

  // From the course list to the new flow.
  await signIn(page, ACCOUNTS.publisher);
  await page.goto('/lms/dashboard/courses');
  await page.getByTestId('course-from-source').click();
  await expect(page).toHaveURL(/\/lms\/dashboard\/courses\/from-source$/);
  await expect(page.getByRole('heading', { name: 'Buat kursus dari ebook' })).toBeVisible();

  // The source: the ebook the trainer sells, so its pages may be copied.
  const picker = page.getByTestId('source-ebook');
  const option = picker.locator('option', { hasText: EBOOK });
  await picker.selectOption({ value: (await option.getAttribute('value')) ?? '' });
  await expect(page.getByTestId('source-relation')).toContainText('halaman setiap bab bisa disalin');
  await page.getByLabel('Soal per bab').fill('3');
  await screenshotWidths(page, testInfo, 'course-from-source-pick');
  await expectAccessible(page, 'course from source: the source');
  await page.getByTestId('read-outline').click();

  // The plan: one chapter per bookmark of the book, pages copied.
  await expect(page.getByRole('heading', { name: 'Rencana kursus' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('rights-mode')).toContainText('halaman setiap bab menjadi materi PDF');
  const chapters = page.getByTestId('plan-chapter');
  await expect(chapters).toHaveCount(4);
  await expect(page.getByLabel('Judul bab 1', { exact: true })).toHaveValue(/Menemukan Menu Andalan/);
  await expect(page.getByLabel('Judul bab 4', { exact: true })).toHaveValue(/Pemasaran Digital/);
  await screenshotWidths(page, testInfo, 'course-from-source-plan');
  await expectAccessible(page, 'course from source: the plan');

  // The trainer's edits: rename the first chapter, drop the last, slides for the first chapter only, and
  // every content open at once (no order, no drip) so a learner may go straight to a quiz.
  const courseTitle = `Kuliner Rumahan ${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel('Judul kursus').fill(courseTitle);
  await page.getByLabel('Judul bab 1', { exact: true }).fill('Menu Andalan Keluarga');
  await chapters.nth(3).getByRole('button', { name: 'Hapus bab' }).click();
  await expect(chapters).toHaveCount(3);
  for (const index of [1, 2]) await chapters.nth(index).getByLabel('Slide', { exact: true }).uncheck();
  await page.getByLabel('Materi dibuka berurutan', { exact: false }).uncheck();
  await expect(page.getByTestId('plan-totals')).toHaveText('3 bab · 1 slide · 4 kuis');
  await page.getByTestId('create-course').click();

  // Progress step by step (asked for every second), then the normal course editor of the draft.
  await expect(page.getByTestId('build-step').first()).toBeVisible();
  await expect(page).toHaveURL(/\/lms\/dashboard\/courses\/\d+\/edit$/, { timeout: 180_000 });
  const courseId = Number(page.url().match(/courses\/(\d+)\/edit/)?.[1]);
  await expect(page.getByLabel('Judul kursus')).toHaveValue(courseTitle);
  await expect(page.getByText('Draf', { exact: true })).toBeVisible();

  // What was made: per chapter a summary, the chapter's pages and a quiz; a deck for the first; a final quiz.
  const contents = (
    await (await page.request.get(`/api/v2/publisher/lms/courses/${courseId}/contents`, { headers })).json()
  ).data as Content[];
  expect(contents.filter((c) => c.type === 'pdf').length).toBe(3);
  expect(contents.filter((c) => c.type === 'quiz').length).toBe(4);
  expect(contents.filter((c) => c.type === 'slides').length).toBe(1);
  expect(contents[0]?.title).toContain('Menu Andalan Keluarga');
  await page.getByRole('link', { name: 'Materi' }).click();
  await expect(page.getByTestId('content-row')).toHaveCount(contents.length);
  await screenshotWidths(page, testInfo, 'course-from-source-contents');

  // Published from the editor, as any course.
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await page.getByTestId('course-publish').click();
  await expect(page.getByText('Terbit', { exact: true })).toBeVisible();

  // A learner enrols and takes the first chapter's quiz, answered as its questions say is right.
  const quiz = contents.find((c) => c.type === 'quiz') as Content;
  const managed = await page.request.get(`/api/v2/publisher/lms/quizzes/${quiz.quiz_id}`, { headers });
  const questions = (await managed.json()).data.questions as Question[];
  expect(questions.length).toBeGreaterThanOrEqual(1);

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, ACCOUNTS.member);
  await learner.goto(`/lms/courses/${courseId}`);
  await expect(learner.getByRole('heading', { name: courseTitle })).toBeVisible();
  await learner.getByTestId('enrol').click();
  await expect(learner).toHaveURL(/\/lms\/contents\/\d+$/);
  await learner.getByTestId('content-outline').getByRole('link', { name: quiz.title }).click();
  await learner.getByTestId('take-quiz').click();
  await expect(learner.getByTestId('question-text')).toBeVisible();
  await screenshotWidths(learner, testInfo, 'course-from-source-learner-quiz');
  await answerRightly(learner, questions);
  await expect(learner.getByTestId('quiz-result').getByText('Lulus', { exact: true })).toBeVisible();
  await screenshotWidths(learner, testInfo, 'course-from-source-learner-passed');
  await learnerContext.close();
});
