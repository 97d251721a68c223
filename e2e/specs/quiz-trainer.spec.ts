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
 * A trainer (a publisher of their own with the Trainer VIP plan, bought in the sandbox gateway) builds a
 * quiz in the browser: settings, questions of two types, a picture, a CSV import refused whole for a broken
 * row and then accepted, the order changed; then opens the public quiz page.
 */

async function trainer(page: Page): Promise<Account> {
  const email = uniqueEmail('pelatih');
  const account = {
    email,
    password: 'Pelatih#Pustaka1',
    firstName: 'Eka',
    fullName: 'Eka Saputra',
  } as unknown as Account;
  const registered = await page.request.post('/api/v2/auth/register', {
    headers: CSRF_HEADERS,
    data: { email, password: account.password, first_name: 'Eka', last_name: 'Saputra' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const admin = await apiLogin(page.request, ACCOUNTS.admin, false);
  const user = await findUserAsAdmin(page.request, admin.token, email);
  const made = await page.request.put(`/api/v2/admin/users/${user.id}`, {
    headers: { ...CSRF_HEADERS, Authorization: `Bearer ${admin.token}` },
    data: { email_verified: true, roles: ['members', 'publisher'] },
  });
  expect(made.status(), await made.text()).toBe(200);
  // The plan, bought as anyone buys it: the gateway's page is paid, its webhook activates the plan.
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
    .toContain('lms_access');
  return account;
}

test('a trainer builds a quiz in the browser: settings, questions, CSV, order, and the public page', async ({
  page,
}, testInfo) => {
  const account = await trainer(page);
  await signIn(page, account);

  await page.goto('/lms/dashboard/quizzes');
  await expect(page.getByRole('heading', { name: 'Kuis', level: 1 })).toBeVisible();
  await expect(page.getByText('Belum ada kuis')).toBeVisible();
  await screenshotWidths(page, testInfo, 'quiz-trainer-empty');
  await page.getByRole('main').getByRole('link', { name: 'Buat kuis' }).first().click();

  // ------------------------------------------------------------ settings
  await expect(page).toHaveURL(/\/lms\/dashboard\/quizzes\/new$/);
  await page.getByLabel('Judul').fill('Kuis Sejarah Kemerdekaan');
  await page.getByLabel('Nilai lulus (%)').fill('60');
  await page.getByLabel('Batas waktu (menit)').fill('15');
  await page.getByLabel('Bisa dimainkan siapa saja lewat tautan (tanpa akun)').check();
  await page.getByRole('button', { name: 'Buat dan tambah pertanyaan' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard\/quizzes\/\d+$/);
  const quizId = Number(new URL(page.url()).pathname.split('/').pop());

  // ------------------------------------------------------------ a choice question, refused then saved
  const editor = page.getByTestId('question-editor');
  await editor.getByLabel('Pertanyaan', { exact: true }).fill('Kapan Indonesia merdeka?');
  await editor.getByLabel('Pilihan 1', { exact: true }).fill('1945');
  await editor.getByLabel('Pilihan 2', { exact: true }).fill('1945');
  await editor.getByRole('button', { name: 'Tambahkan' }).click();
  await expect(editor.getByText('Ada pilihan jawaban yang sama.')).toBeVisible();
  await editor.getByLabel('Pilihan 2', { exact: true }).fill('1949');
  await editor.getByRole('button', { name: 'Tambah pilihan' }).click();
  await editor.getByLabel('Pilihan 3', { exact: true }).fill('1965');
  await editor.getByLabel('Pilihan 1 benar').check();
  await editor.getByRole('button', { name: 'Tambahkan' }).click();
  await expect(page.getByTestId('question-row')).toHaveCount(1);

  // ------------------------------------------------------------ a true/false question
  await page.getByTestId('add-question').click();
  await editor.getByLabel('Jenis').selectOption('true_false');
  await editor.getByLabel('Pertanyaan', { exact: true }).fill('Proklamasi dibacakan di Jakarta.');
  await editor.getByLabel('Jawaban benar').selectOption('true');
  await editor.getByRole('button', { name: 'Tambahkan' }).click();
  await expect(page.getByTestId('question-row')).toHaveCount(2);
  await screenshotWidths(page, testInfo, 'quiz-trainer-questions');

  // ------------------------------------------------------------ CSV: a broken file is refused whole
  await page.getByRole('tab', { name: 'CSV' }).click();
  const header = 'type,text,options,correct,points,time_limit_seconds\n';
  await page.getByTestId('csv-input').setInputFiles({
    name: 'soal.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}short_answer,Siapa proklamator?,,Soekarno|Hatta,2,\nessay,Jelaskan,,,1,\n`),
  });
  await expect(page.getByTestId('csv-report')).toContainText('Baris 3: jenis tidak dikenal');
  await screenshotWidths(page, testInfo, 'quiz-trainer-csv');
  await page.getByTestId('csv-input').setInputFiles({
    name: 'soal.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${header}short_answer,Siapa proklamator?,,Soekarno|Hatta,2,\n`),
  });
  await expect(page.getByText('1 pertanyaan diimpor.')).toBeVisible();

  // ------------------------------------------------------------ the order, then the public page
  await page.getByRole('tab', { name: 'Pertanyaan' }).click();
  await expect(page.getByTestId('question-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Naikkan pertanyaan 3' }).click();
  await expect(page.getByTestId('question-row').nth(1)).toContainText('Siapa proklamator?');
  await page.getByRole('tab', { name: 'Statistik' }).click();
  await expect(page.getByText('Belum ada yang mengerjakan')).toBeVisible();
  await page.getByTestId('play-link').click();
  await expect(page).toHaveURL(new RegExp(`/lms/quizzes/${quizId}$`));
  await expect(page.getByText('3 pertanyaan')).toBeVisible();
});
