import {
  ACCOUNTS,
  type Account,
  apiLogin,
  CSRF_HEADERS,
  expect,
  findUserAsAdmin,
  isApiCall,
  mailsTo,
  mainNav,
  type Page,
  screenshotWidths,
  signIn,
  test,
  uniqueEmail,
} from '../fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const REFERENCE = /PST-\d{6}/;

/** A verified account of its own, so the demo accounts keep their plan and groups for other journeys. */
async function verifiedAccount(
  page: Page,
  prefix: string,
  firstName: string,
  lastName: string,
): Promise<Account> {
  const email = uniqueEmail(prefix);
  const account = {
    email,
    password: 'Dukungan#Pustaka1',
    firstName,
    fullName: `${firstName} ${lastName}`,
  } as unknown as Account;
  const registered = await page.request.post('/api/v2/auth/register', {
    headers: CSRF_HEADERS,
    data: { email, password: account.password, first_name: firstName, last_name: lastName },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const admin = await apiLogin(page.request, ACCOUNTS.admin, false);
  const user = await findUserAsAdmin(page.request, admin.token, email);
  const verified = await page.request.put(`/api/v2/admin/users/${user.id}`, {
    headers: { ...CSRF_HEADERS, Authorization: `Bearer ${admin.token}` },
    data: { email_verified: true },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

/** Puts an account in the `support` group, the way an admin does on the groups page. */
async function addToSupportGroup(page: Page, account: Account): Promise<void> {
  const admin = await apiLogin(page.request, ACCOUNTS.admin, false);
  const auth = { Authorization: `Bearer ${admin.token}` };
  const staff = await page.request.get('/api/v2/support/staff', { headers: auth });
  expect(staff.status()).toBe(200);
  const { support_group_id } = ((await staff.json()) as { data: { support_group_id: number } }).data;
  const user = await findUserAsAdmin(page.request, admin.token, account.email);
  const added = await page.request.post(`/api/v2/admin/users/${user.id}/groups`, {
    headers: { ...CSRF_HEADERS, ...auth },
    data: { group_id: support_group_id },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
}

/** Buys Reader VIP (it carries priority support) in the sandbox gateway, signed in as the buyer. */
async function buyPriorityPlan(page: Page, account: Account): Promise<void> {
  const { token } = await signIn(page, account);
  const purchase = await page.request.post('/api/v2/subscriptions/purchase', {
    headers: { ...CSRF_HEADERS, Authorization: `Bearer ${token}` },
    data: { plan_id: 8, payment_method: 'qris' },
  });
  expect(purchase.status(), await purchase.text()).toBe(200);
  const { redirect_url } = ((await purchase.json()) as { data: { redirect_url: string } }).data;
  await page.goto(redirect_url);
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('subscription-paid')).toBeVisible();
}

test('a guest writes through the contact page, an admin answers in the inbox, and the answer mail carries the reference', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const guest = uniqueEmail('tamu');

  // ------------------------------------------------------------ the guest writes
  await page.goto('/contact');
  await page.getByLabel('Nama lengkap').fill('Rina Wulandari');
  await page.getByLabel('Email').fill(guest);
  await page.getByLabel('Jenis pesan').selectOption('billing');
  await page.getByLabel('Subjek').fill('Faktur untuk kantor');
  await page
    .getByLabel('Pesan', { exact: true })
    .fill('Mohon kirimkan faktur pembelian ebook saya untuk kantor.');
  const [sent] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/contact')),
    page.getByRole('button', { name: 'Kirim Pesan' }).click(),
  ]);
  expect(sent.status()).toBe(201);
  const reference = ((await sent.json()) as { data: { reference: string } }).data.reference;
  expect(reference).toMatch(REFERENCE);
  await expect(page.getByTestId('contact-reference')).toHaveText(`Nomor referensi: ${reference}`);
  await expect(page.getByText(`Tanda terima sudah dikirim ke ${guest}.`, { exact: false })).toBeVisible();
  await screenshotWidths(page, testInfo, 'support-contact-sent');

  const [receipt] = await mailsTo(page.request, guest);
  expect(receipt?.subject).toBe(`[${reference}] Permintaan Anda sudah kami terima: Faktur untuk kantor`);

  // ------------------------------------------------------------ the admin finds it from the dashboard
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin');
  const card = page.getByTestId('support-overview-card');
  await expect(card).toContainText('Normal:');
  await screenshotWidths(page, testInfo, 'support-admin-dashboard');
  await card.click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/support');
  await expect(page.getByRole('heading', { name: 'Kotak Dukungan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('support-overview-normal')).toContainText('menunggu');

  await page.getByLabel('Cari').fill(reference);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === reference);
  const row = page.getByTestId('support-inbox-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Faktur untuk kantor');
  await expect(row).toContainText('Baru');
  await expect(row).toContainText('tamu');
  await expect(row.getByTestId('response-promise')).toContainText('Jawaban pertama paling lambat');
  await screenshotWidths(page, testInfo, 'support-inbox');

  // ------------------------------------------------------------ the request: a note, then the answer
  await row.click();
  await expect(page.getByRole('heading', { name: 'Faktur untuk kantor', level: 1 })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Tugaskan ke saya' }).click();
  await expect(page.getByLabel('Penanggung jawab')).toHaveValue(/\d+/);

  await page.getByRole('tab', { name: 'Catatan internal' }).click();
  await page.getByLabel('Catatan').fill('Faktur dibuat dari pesanan terakhirnya.');
  await page.getByRole('button', { name: 'Simpan catatan' }).click();
  await expect(page.getByTestId('thread-note')).toContainText('Faktur dibuat dari pesanan terakhirnya.');
  await expect(page.getByTestId('thread-note')).toContainText('Catatan internal');

  await page.getByRole('tab', { name: 'Jawab' }).click();
  await page.getByLabel('Jawaban').fill('Faktur sudah kami kirim ke email Anda. Terima kasih!');
  const [answered] = await Promise.all([
    page.waitForResponse(isApiCall('POST', /^\/support\/requests\/\d+\/answers$/)),
    page.getByRole('button', { name: 'Kirim jawaban' }).click(),
  ]);
  expect(answered.status()).toBe(201);
  await expect(page.getByTestId('thread-answer')).toContainText('Faktur sudah kami kirim ke email Anda.');
  await expect(page.getByText('Dijawab', { exact: true }).first()).toBeVisible();
  await screenshotWidths(page, testInfo, 'support-request-staff');

  // ------------------------------------------------------------ the guest's mailbox: the answer, never the note
  await expect
    .poll(async () => (await mailsTo(page.request, guest)).map((mail) => mail.subject))
    .toContain(`[${reference}] Jawaban atas permintaan Anda: Faktur untuk kantor`);
  const answer = (await mailsTo(page.request, guest)).find((mail) => mail.subject.includes('Jawaban atas'));
  expect(answer?.text).toContain('Faktur sudah kami kirim ke email Anda.');
  expect(answer?.text).toContain(reference);
  expect(answer?.text).not.toContain('Faktur dibuat dari pesanan terakhirnya.');

  // The dev mailbox page shows it too, with the reference in the subject.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(guest)}`);
  await expect(
    page.getByText(`[${reference}] Jawaban atas permintaan Anda: Faktur untuk kantor`).first(),
  ).toBeVisible();
});

test('a member on a priority plan sees their request marked priority with its promised time, and support staff who are not admins answer it', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const member = await verifiedAccount(page, 'prioritas', 'Dewi', 'Anggraini');
  await buyPriorityPlan(page, member);

  // ------------------------------------------------------------ the member writes from the dashboard
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Bantuan/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/support');
  await expect(page.getByText('Belum ada permintaan')).toBeVisible();
  await screenshotWidths(page, testInfo, 'support-mine-empty');
  await page.getByRole('link', { name: 'Permintaan baru' }).first().click();
  await expect(page.getByRole('heading', { name: 'Permintaan baru', level: 1 })).toBeVisible();
  // Premium Creator is a creator's arrangement: a member is not offered it.
  await expect(page.getByLabel('Jenis permintaan').locator('option[value="premium_creator"]')).toHaveCount(0);
  await page.getByLabel('Jenis permintaan').selectOption('technical');
  await page.getByLabel('Subjek').fill('Audio tidak berbunyi');
  await page.getByLabel('Pesan', { exact: true }).fill('Pemutar audio diam di ponsel saya sejak kemarin.');
  await screenshotWidths(page, testInfo, 'support-new-request');
  const [created] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/support/requests')),
    page.getByRole('button', { name: 'Kirim permintaan' }).click(),
  ]);
  expect(created.status()).toBe(201);
  const request = ((await created.json()) as { data: { id: number; reference: string } }).data;
  await expect(page).toHaveURL((url) => url.pathname === `/dashboard/support/${request.id}`);
  await expect(page.getByTestId('priority-badge')).toHaveText('Prioritas');
  await expect(page.getByTestId('response-promise')).toContainText('Jawaban pertama paling lambat');
  await expect(page.getByText('Paket Anda termasuk dukungan prioritas')).toBeVisible();
  await screenshotWidths(page, testInfo, 'support-mine-request');

  const [receipt] = await mailsTo(page.request, member.email);
  expect(receipt?.subject).toBe(
    `[${request.reference}] Permintaan Anda sudah kami terima: Audio tidak berbunyi`,
  );
  expect(receipt?.text).toContain('dukungan prioritas');

  // ------------------------------------------------------------ someone outside the support group is sent home
  const outsider = await verifiedAccount(page, 'bukan.staf', 'Bagus', 'Wicaksono');
  await signIn(page, outsider);
  await page.goto('/admin/support');
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // ------------------------------------------------------------ a support-group member, not an admin, answers
  const agent = await verifiedAccount(page, 'staf.dukungan', 'Fajar', 'Nugroho');
  await addToSupportGroup(page, agent);
  await signIn(page, agent);
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Kotak Dukungan' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/support');
  await expect(page.getByTestId('support-overview-priority')).toContainText('menunggu');
  // Priority requests come first.
  const first = page.getByTestId('support-inbox-row').first();
  await expect(first).toContainText('Audio tidak berbunyi');
  await expect(first.getByTestId('priority-badge')).toHaveText('Prioritas');
  await first.click();
  await expect(page.getByRole('heading', { name: 'Audio tidak berbunyi', level: 1 })).toBeVisible();
  await page.getByLabel('Jawaban').fill('Coba perbarui aplikasi peramban Anda, lalu putar ulang.');
  await page.getByRole('button', { name: 'Kirim jawaban' }).click();
  await expect(page.getByTestId('thread-answer')).toContainText('Coba perbarui aplikasi peramban');

  // ------------------------------------------------------------ the member reads the answer and replies
  await signIn(page, member);
  await page.goto('/dashboard/support');
  const mine = page.getByTestId('my-support-requests').getByRole('link');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Dijawab');
  await screenshotWidths(page, testInfo, 'support-mine-list');
  await mine.click();
  await expect(page.getByTestId('thread-answer')).toContainText('Tim Dukungan Pustaka');
  await page.getByLabel('Balasan Anda').fill('Sudah berbunyi lagi, terima kasih.');
  await page.getByRole('button', { name: 'Kirim balasan' }).click();
  await expect(page.getByTestId('thread-sender').last()).toContainText('Sudah berbunyi lagi');
  await expect(page.getByText('Diproses', { exact: true })).toBeVisible();
});

test('a member whose verification mail never arrives asks for help from the verify-email page', async ({
  page,
}) => {
  const email = uniqueEmail('belum.verifikasi');
  const account = {
    email,
    password: 'Dukungan#Pustaka1',
    firstName: 'Putri',
    fullName: 'Putri Maharani',
  } as unknown as Account;
  const registered = await page.request.post('/api/v2/auth/register', {
    headers: CSRF_HEADERS,
    data: { email, password: account.password, first_name: 'Putri', last_name: 'Maharani' },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await signIn(page, account);
  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/verify-email');
  await page.getByRole('link', { name: 'Minta bantuan tim kami' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/dashboard/support/new');
  await page.getByLabel('Subjek').fill('Email verifikasi tidak masuk');
  await page
    .getByLabel('Pesan', { exact: true })
    .fill('Sudah tiga kali kirim ulang, tetapi email tidak pernah tiba.');
  const [created] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/support/requests')),
    page.getByRole('button', { name: 'Kirim permintaan' }).click(),
  ]);
  expect(created.status()).toBe(201);
  const request = ((await created.json()) as { data: { id: number; reference: string } }).data;
  await expect(page).toHaveURL((url) => url.pathname === `/dashboard/support/${request.id}`);
  await expect(page.getByTestId('thread-sender')).toContainText('tidak pernah tiba');
  await page.goto('/dashboard/support');
  await expect(page.getByTestId('my-support-requests')).toContainText(request.reference);
});
