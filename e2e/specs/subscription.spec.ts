import {
  ACCOUNTS,
  type Account,
  apiLogin,
  CSRF_HEADERS,
  expect,
  findUserAsAdmin,
  isApiCall,
  type Page,
  screenshotWidths,
  signIn,
  test,
  uniqueEmail,
} from '../fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const DAY_MS = 86_400_000;

// The journey moves the server's clock a month ahead; whatever runs next starts from real time again.
test.afterAll(async ({ request }) => {
  await request.post('/dev/clock', { headers: CSRF_HEADERS, data: { reset: true } });
});

/** A member of their own, verified by an admin, so the demo accounts keep the free plan for other journeys. */
async function verifiedMember(page: Page): Promise<Account> {
  const email = uniqueEmail('langganan');
  const account = {
    email,
    password: 'Langganan#Pustaka1',
    firstName: 'Dewi',
    fullName: 'Dewi Anggraini',
  } as unknown as Account;
  const registered = await page.request.post('/api/v2/auth/register', {
    headers: CSRF_HEADERS,
    data: { email, password: account.password, first_name: 'Dewi', last_name: 'Anggraini' },
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

interface ApiSubscription {
  id: number;
  plan_id: number;
  status: string;
  end_date: string;
  autoRenew: boolean;
}

async function mySubscriptions(page: Page, account: Account): Promise<ApiSubscription[]> {
  const { token } = await apiLogin(page.request, account, false);
  const response = await page.request.get('/api/v2/subscriptions/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ApiSubscription[] }).data;
}

function badge(page: Page) {
  return page.getByRole('navigation', { name: 'Navigasi utama' }).getByTestId('plan-badge');
}

test('a member buys Pro monthly in the gateway, uses a plan feature, stops renewing, and loses it after the end date', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const member = await verifiedMember(page);
  await signIn(page, member);

  // ------------------------------------------------------------ without a plan the gated page sends to the plans
  await page.goto('/ai-slides');
  await expect(page).toHaveURL((url) => url.pathname === '/subscription');
  await expect(page.getByRole('heading', { name: 'Paket Langganan', level: 1 })).toBeVisible();
  await expect(page.getByText('Pembuat slide AI tersedia di paket berbayar')).toBeVisible();
  await expect(badge(page)).toHaveText('Free Plan');

  // The cards: Free (the member's plan), Pro monthly marked popular, Pro yearly saving two months, the VIP plans.
  const free = page.getByTestId('plan-card-5');
  const monthly = page.getByTestId('plan-card-6');
  const yearly = page.getByTestId('plan-card-7');
  await expect(free.getByTestId('plan-current')).toHaveText('Paket Anda');
  await expect(monthly.getByTestId('plan-popular')).toHaveText('Paling populer');
  await expect(monthly.getByTestId('plan-price')).toHaveText(/^Rp\s99\.000$/);
  await expect(monthly.getByTestId('plan-period')).toHaveText('/ bulan');
  await expect(monthly.getByTestId('plan-share')).toHaveText('Kreator menerima 80% dari setiap penjualan');
  await expect(yearly.getByTestId('plan-highlight')).toHaveText('Hemat 2 bulan');
  await expect(yearly.getByTestId('plan-price')).toHaveText(/^Rp\s990\.000$/);
  for (const name of ['Reader VIP', 'Publisher VIP', 'Trainer VIP', 'All VIP']) {
    await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  }
  await expect(page.getByTestId('payment-history-empty')).toBeVisible();
  await screenshotWidths(page, testInfo, 'subscription-plans');

  // ------------------------------------------------------------ choose a way to pay, then the gateway
  await page.getByTestId('buy-plan-6').click();
  const dialog = page.getByTestId('purchase-dialog');
  await expect(dialog.getByTestId('purchase-plan')).toHaveText('Pro Bulanan');
  for (const group of ['QRIS', 'Virtual account', 'E-wallet']) {
    await expect(dialog.getByRole('group', { name: group })).toBeVisible();
  }
  await dialog.getByRole('radio', { name: 'GoPay' }).check();
  await expect(dialog.getByTestId('renewal-note')).toHaveText(
    'Perpanjangan berikutnya ditagih otomatis dari e-wallet ini.',
  );
  await dialog.getByRole('radio', { name: 'BCA' }).check();
  await expect(dialog.getByTestId('renewal-note')).toHaveText(
    'Menjelang perpanjangan, tautan pembayaran dikirim ke email Anda.',
  );
  await screenshotWidths(page, testInfo, 'subscription-purchase');
  const [purchased] = await Promise.all([
    page.waitForResponse(isApiCall('POST', '/subscriptions/purchase')),
    dialog.getByTestId('purchase-pay').click(),
  ]);
  expect(purchased.status()).toBe(200);
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByTestId('sandbox-pay').click();

  // ------------------------------------------------------------ back in the app: the plan is active, the badge VIP
  await expect(page).toHaveURL(/\/subscription\/checkout-success\?payment=\d+$/);
  await expect(page.getByTestId('subscription-paid')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Langganan aktif', level: 1 })).toBeVisible();
  await expect(page.getByTestId('result-plan')).toHaveText('Pro Bulanan');
  await expect(page.getByTestId('result-active-until')).toHaveText(/^Aktif sampai /);
  await expect(badge(page)).toHaveText('VIP Aktif');
  await screenshotWidths(page, testInfo, 'subscription-success');

  // The plan's feature opens.
  await page.goto('/ai-slides');
  await expect(page.getByRole('heading', { name: 'Slide AI saya', level: 1 })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/ai-slides');

  // ------------------------------------------------------------ my subscription: stop renewing
  await page.goto('/subscription');
  const mine = page.getByTestId('my-subscription');
  await expect(mine.getByTestId('my-plan')).toHaveText('Pro Bulanan');
  await expect(mine.getByTestId('my-auto-renew')).toHaveText('Aktif');
  await expect(mine.getByTestId('my-method')).toHaveText('BCA');
  await expect(mine.getByTestId('payment-row')).toHaveCount(1);
  await expect(mine.getByTestId('payment-row').getByTestId('payment-status')).toHaveText('Lunas');
  await expect(monthly.getByTestId('plan-current')).toHaveText('Paket Anda');
  await expect(free.getByTestId('plan-current')).toHaveCount(0);

  // The renewal method changes to an e-wallet that is debited automatically.
  await mine.getByTestId('change-method').click();
  await page.getByRole('dialog').getByRole('radio', { name: 'ShopeePay' }).check();
  await page.getByTestId('save-method').click();
  await expect(mine.getByTestId('my-method')).toHaveText('ShopeePay');

  await mine.getByTestId('cancel-subscription').click();
  const [cancelled] = await Promise.all([
    page.waitForResponse(isApiCall('POST', /^\/subscriptions\/\d+\/cancel$/)),
    page.getByTestId('confirm-cancel').click(),
  ]);
  expect(cancelled.status()).toBe(200);
  await expect(mine.getByTestId('my-auto-renew')).toHaveText('Nonaktif');
  await expect(mine.getByTestId('reactivate-subscription')).toBeVisible();
  // Still paid for until the end date.
  await expect(badge(page)).toHaveText('VIP Aktif');
  await screenshotWidths(page, testInfo, 'subscription-cancelled');

  const [subscription] = await mySubscriptions(page, member);
  expect(subscription).toMatchObject({ plan_id: 6, status: 'active', autoRenew: false });

  // ------------------------------------------------------------ past the end date the feature is gone
  const clock = await page.request.get('/dev/clock');
  const serverNow = Date.parse(((await clock.json()) as { data: { now: string } }).data.now);
  const advance = Date.parse(subscription?.end_date ?? '') - serverNow + DAY_MS;
  const moved = await page.request.post('/dev/clock', {
    headers: CSRF_HEADERS,
    data: { advance_ms: advance },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect
    .poll(async () => (await mySubscriptions(page, member))[0]?.status, {
      message: 'the subscription has expired on the server',
      timeout: 30_000,
    })
    .toBe('expired');

  // A month later the remembered session has run out too: sign in again, in the same tab.
  await signIn(page, member);
  // The app trusts its subscription check for 30 s; a reload after that sends the gated page to the plans.
  await expect
    .poll(
      async () => {
        await page.goto('/ai-slides');
        await page.waitForLoadState('networkidle');
        return new URL(page.url()).pathname;
      },
      { message: 'the gated page sends to /subscription', timeout: 60_000, intervals: [5_000] },
    )
    .toBe('/subscription');
  await expect(badge(page)).toHaveText('Free Plan');
  await expect(page.getByTestId('plan-card-5').getByTestId('plan-current')).toHaveText('Paket Anda');
});
