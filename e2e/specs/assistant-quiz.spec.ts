import {
  ACCOUNTS,
  type Account,
  apiLogin,
  CSRF_HEADERS,
  expect,
  findUserAsAdmin,
  type Page,
  screenshotWidths,
  signIn,
  test,
  uniqueEmail,
} from '../fixtures';

/**
 * A trainer (Trainer VIP, bought in the sandbox gateway) pastes a lesson into the quiz builder's assistant,
 * gets questions from the built-in writer, edits one, rejects one, keeps three and adds them to the quiz.
 */

const LESSON = `# Sejarah Candi Borobudur

Candi Borobudur adalah candi Buddha terbesar di dunia yang terletak di Magelang, Jawa Tengah. Candi ini dibangun pada tahun 800 oleh Dinasti Syailendra. Tinggi candi aslinya mencapai 42 meter sebelum direnovasi.

Borobudur ditinggalkan pada abad ke-14 karena melemahnya kerajaan Hindu-Buddha di Jawa. Pada tahun 1814, Thomas Stamford Raffles menerima laporan tentang candi ini. Pemugaran besar dilakukan oleh UNESCO antara tahun 1975 dan 1982.

# Candi Prambanan

Candi Prambanan adalah kompleks candi Hindu yang dibangun pada abad ke-9. Kompleks ini memiliki 240 candi dengan candi utama setinggi 47 meter. Prambanan terletak sekitar 17 km dari Yogyakarta.`;

async function trainer(page: Page): Promise<{ account: Account; token: string }> {
  const email = uniqueEmail('asisten');
  const account = {
    email,
    password: 'Pelatih#Pustaka1',
    firstName: 'Dewi',
    fullName: 'Dewi Lestari',
  } as unknown as Account;
  const registered = await page.request.post('/api/v2/auth/register', {
    headers: CSRF_HEADERS,
    data: { email, password: account.password, first_name: 'Dewi', last_name: 'Lestari' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const admin = await apiLogin(page.request, ACCOUNTS.admin, false);
  const user = await findUserAsAdmin(page.request, admin.token, email);
  const made = await page.request.put(`/api/v2/admin/users/${user.id}`, {
    headers: { ...CSRF_HEADERS, Authorization: `Bearer ${admin.token}` },
    data: { email_verified: true, roles: ['members', 'publisher'] },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { token } = await apiLogin(page.request, account, false);
  const auth = { ...CSRF_HEADERS, Authorization: `Bearer ${token}` };
  const purchase = await page.request.post('/api/v2/subscriptions/purchase', {
    headers: auth,
    data: { plan_id: 10, payment_method: 'qris' },
  });
  expect(purchase.status(), await purchase.text()).toBe(200);
  const gateway = new URL((await purchase.json()).data.redirect_url);
  const paid = await page.request.post(`${gateway.pathname}/settle`, {
    data: { outcome: 'paid', token: gateway.searchParams.get('token') ?? undefined },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  await expect
    .poll(async () => {
      const features = await page.request.get('/api/v2/subscriptions/features', { headers: auth });
      return JSON.stringify(await features.json());
    })
    .toContain('ai_generate_slides');
  return { account, token };
}

test('a trainer pastes a lesson, generates questions offline, edits one and adds three to a quiz', async ({
  page,
}, testInfo) => {
  const { account, token } = await trainer(page);
  const created = await page.request.post('/api/v2/publisher/lms/quizzes', {
    headers: { ...CSRF_HEADERS, Authorization: `Bearer ${token}` },
    data: { title: 'Kuis Candi Nusantara' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quizId = (await created.json()).data.id;
  await signIn(page, account);

  await page.goto(`/lms/dashboard/quizzes/${quizId}`);
  await page.getByRole('tab', { name: 'Asisten' }).click();
  await expect(page.getByRole('heading', { name: 'Buat soal dengan asisten' })).toBeVisible();
  await page.getByLabel('Teks materi').fill(LESSON);
  await page.getByLabel('Jumlah soal').fill('5');
  await screenshotWidths(page, testInfo, 'assistant-quiz-form');
  await page.getByTestId('assistant-generate').click();

  const proposals = page.getByTestId('proposal');
  await expect(proposals).toHaveCount(5);
  await expect(proposals.first().getByTestId('proposal-quote')).not.toBeEmpty();
  await screenshotWidths(page, testInfo, 'assistant-quiz-proposals');

  // One edited, one rejected, one set aside: three are added.
  await page.getByLabel('Teks soal 1', { exact: true }).fill('Menurut teks, candi apakah Borobudur itu?');
  await proposals.nth(4).getByTestId('proposal-reject').click();
  await expect(proposals).toHaveCount(4);
  await proposals.nth(3).getByTestId('proposal-keep').uncheck();
  await expect(page.getByText('3 soal dipilih')).toBeVisible();
  await page.getByTestId('assistant-add').click();
  await expect(page.getByText('3 soal ditambahkan ke kuis.', { exact: false })).toBeVisible();

  await page.getByRole('tab', { name: 'Pertanyaan' }).click();
  const rows = page.getByTestId('question-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Menurut teks, candi apakah Borobudur itu?');
  await screenshotWidths(page, testInfo, 'assistant-quiz-added');
});
