import { ACCOUNTS, apiLogin, CSRF_HEADERS, expect, type Page, screenshotWidths, test } from '../fixtures';

/**
 * A guest plays an independent quiz with a nickname: the quiz is public (made here through the API by the
 * admin, who may manage any quiz), the guest answers every type of question in the browser, a reload in the
 * middle resumes with the answers given and the server's clock, and the result shows the score and the
 * right answers.
 */

const QUESTIONS = [
  {
    type: 'single_choice',
    text: 'Ibu kota Indonesia?',
    options: ['Bandung', 'Jakarta', 'Medan'],
    correct_indexes: [1],
    points: 1,
  },
  {
    type: 'multiple_choice',
    text: 'Mana yang pulau di Indonesia?',
    options: ['Jawa', 'Kalimantan', 'Kanada'],
    correct_indexes: [0, 1],
    points: 2,
  },
  { type: 'true_false', text: 'Borobudur ada di Jawa Tengah.', correct_answer: true, points: 3 },
  { type: 'short_answer', text: 'Ibu kota Provinsi Bali?', accepted_answers: ['Denpasar'], points: 4 },
  {
    type: 'ordering',
    text: 'Urutkan dari yang terkecil.',
    options: ['satu', 'dua', 'tiga', 'empat'],
    points: 5,
  },
];

async function answer(page: Page, finish = false) {
  await page.getByRole('button', { name: finish ? 'Jawab dan selesai' : 'Jawab', exact: true }).click();
}

/** Puts the ordering question's items in the given order with the arrow buttons. */
async function arrange(page: Page, wanted: string[]) {
  const player = page.getByTestId('quiz-player');
  for (const [position, item] of wanted.entries()) {
    for (;;) {
      const shown = await player.locator('ol li').allInnerTexts();
      const at = shown.findIndex((text) => text.includes(item));
      if (at === position) break;
      await player.getByRole('button', { name: `Naikkan ${item}` }).click();
    }
  }
}

test('a guest plays a public quiz with a nickname, resumes after a reload and sees the result', async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiLogin(request, ACCOUNTS.admin);
  const headers = { ...CSRF_HEADERS, authorization: `Bearer ${admin.token}` };
  const created = await request.post('/api/v2/publisher/lms/quizzes', {
    headers,
    data: {
      title: 'Kuis Wawasan Nusantara',
      description: 'Lima pertanyaan singkat tentang Indonesia.',
      public_play: true,
      shuffle_options: true,
      time_limit_seconds: 600,
      pass_mark_percent: 70,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quizId = (await created.json()).data.id as number;
  for (const question of QUESTIONS) {
    const added = await request.post(`/api/v2/publisher/lms/quizzes/${quizId}/questions`, {
      headers,
      data: question,
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  // ------------------------------------------------------------ the quiz's page: nickname first
  await page.goto(`/lms/quizzes/${quizId}`);
  await expect(page.getByRole('heading', { name: 'Kuis Wawasan Nusantara', level: 1 })).toBeVisible();
  await expect(page.getByText('5 pertanyaan')).toBeVisible();
  await screenshotWidths(page, testInfo, 'quiz-guest-start');
  await page.getByLabel('Nama panggilan').fill('<b>');
  await page.getByRole('button', { name: 'Mulai kuis' }).click();
  await expect(page.getByText(/Nama panggilan hanya boleh/)).toBeVisible();
  await page.getByLabel('Nama panggilan').fill('Siti 07');
  await page.getByRole('button', { name: 'Mulai kuis' }).click();

  // ------------------------------------------------------------ two answers, then a reload
  const player = page.getByTestId('quiz-player');
  await expect(player.getByTestId('question-text')).toHaveText('Ibu kota Indonesia?');
  await expect(player.getByText('Pertanyaan 1 dari 5')).toBeVisible();
  await expect(player.getByTestId('quiz-timer')).toHaveText(/Sisa (10:00|9:\d\d)/);
  await expect(page.getByRole('button', { name: 'Jawab', exact: true })).toBeDisabled();
  await player.getByText('Jakarta', { exact: true }).click();
  await screenshotWidths(page, testInfo, 'quiz-guest-question');
  await answer(page);
  await expect(player.getByTestId('question-text')).toHaveText('Mana yang pulau di Indonesia?');
  await player.getByText('Jawa', { exact: true }).click();
  await player.getByText('Kalimantan', { exact: true }).click();
  await answer(page);
  await expect(player.getByTestId('question-text')).toHaveText('Borobudur ada di Jawa Tengah.');

  await page.reload();
  await expect(player.getByTestId('question-text')).toHaveText('Borobudur ada di Jawa Tengah.');
  await expect(player.getByText('Pertanyaan 3 dari 5')).toBeVisible();
  await expect(player.getByTestId('quiz-timer')).toHaveText(/Sisa 9:\d\d/);

  // ------------------------------------------------------------ the rest, and the result
  await player.getByText('Benar', { exact: true }).click();
  await answer(page);
  await expect(player.getByTestId('question-text')).toHaveText('Ibu kota Provinsi Bali?');
  await player.getByLabel('Jawaban Anda').fill('  denpasar ');
  await answer(page);
  await expect(player.getByTestId('question-text')).toHaveText('Urutkan dari yang terkecil.');
  await arrange(page, ['satu', 'dua', 'tiga', 'empat']);
  await screenshotWidths(page, testInfo, 'quiz-guest-ordering');
  await answer(page, true);

  const result = page.getByTestId('quiz-result');
  await expect(result.getByTestId('quiz-score')).toHaveText('15/15');
  await expect(result.getByText('Lulus', { exact: true })).toBeVisible();
  await expect(result.getByText('Nilai 100%')).toBeVisible();
  await screenshotWidths(page, testInfo, 'quiz-guest-result');

  // The trainer's statistics count the guest's answers.
  const stats = await request.get(`/api/v2/publisher/lms/quizzes/${quizId}/stats`, { headers });
  expect((await stats.json()).data).toMatchObject({ sessions: 1, completed: 1, pass_rate: 1 });

  // Playing again starts a new session for the same nickname.
  await page.getByRole('button', { name: 'Main lagi' }).click();
  await expect(player.getByText('Pertanyaan 1 dari 5')).toBeVisible();
});
