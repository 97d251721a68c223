import type { APIRequestContext, Browser, Download } from '@playwright/test';
import { ACCOUNTS, apiLogin, expect, type Page, screenshotWidths, signIn, test } from '../fixtures';

/**
 * A live quiz game: the demo trainer hosts the demo course's quiz from its quiz page, three players join on
 * phones by PIN (one from the link, one typing the PIN and first trying a nickname already taken), the host
 * locks the game (a fourth phone is told so), unlocks it and removes the stranger who then joined, one
 * player reloads in the middle of a question and comes back with the same score, the game runs to the
 * podium, and the report and its CSV hold the scores the players saw.
 */

const QUIZ_TITLE = 'Kuis: tokoh dan alur cerita anak';

/** The demo data makes the creator a trainer with the course quiz after the catalogue; wait for it. */
async function waitForDemoQuiz(request: APIRequestContext): Promise<void> {
  const { token } = await apiLogin(request, ACCOUNTS.publisher);
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v2/publisher/lms/quizzes', {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok()) return 0;
        const items = (await response.json()).data.items as { title: string; question_count: number }[];
        return items.find((quiz) => quiz.title === QUIZ_TITLE)?.question_count ?? 0;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(3);
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'id-ID' });
  return context.newPage();
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function scoreOf(player: Page): Promise<number> {
  return digits(await player.getByTestId('player-score').textContent());
}

/** The answer button whose text is `text` (its name is "shape: text"). */
function option(player: Page, text: string) {
  return player.getByRole('button', { name: new RegExp(`: ${text}$`) });
}

async function joinWithName(player: Page, nickname: string) {
  await player.getByLabel('Nama panggilan').fill(nickname);
  await player.getByRole('button', { name: 'Masuk', exact: true }).click();
}

/** Parses RFC 4180 CSV (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test('a trainer hosts a live quiz; three phones play it to the podium, one reloads and keeps its score', async ({
  page: host,
  browser,
}, testInfo) => {
  test.setTimeout(600_000);
  await waitForDemoQuiz(host.request);

  // ------------------------------------------------------------ the host starts a game from the quiz page
  await signIn(host, ACCOUNTS.publisher);
  await host.goto('/lms/dashboard/quizzes');
  await host.getByRole('link', { name: QUIZ_TITLE }).first().click();
  await expect(host.getByRole('heading', { name: QUIZ_TITLE, level: 1 })).toBeVisible();
  await expect(host.getByText('Belum ada permainan langsung untuk kuis ini.')).toBeVisible();
  await host.getByTestId('host-live').click();
  await expect(host).toHaveURL(/\/lms\/dashboard\/quizzes\/\d+\/live$/);
  await expect(host.getByRole('heading', { name: `Kuis langsung: ${QUIZ_TITLE}` })).toBeVisible();

  // Out of range seconds are refused before anything is sent.
  const seconds = host.getByLabel('Detik per pertanyaan');
  await seconds.fill('2');
  await expect(host.getByText('Isi antara 5 dan 240 detik')).toBeVisible();
  await expect(host.getByRole('button', { name: 'Buat permainan' })).toBeDisabled();
  await seconds.fill('240');
  await host.getByLabel(/Poin klasik/).check();
  await host.getByRole('button', { name: 'Buat permainan' }).click();

  await expect(host).toHaveURL(/\?game=\d+$/);
  const pinText = await host.getByTestId('game-pin').textContent();
  const pin = (pinText ?? '').replace(/\D/g, '');
  expect(pin).toMatch(/^\d{6}$/);
  await expect(host.getByTestId('join-qr')).toBeVisible();
  const share = await host.getByTestId('share-whatsapp').getAttribute('href');
  expect(decodeURIComponent(share ?? '')).toContain(`/play?pin=${pin}`);
  await expect(host.getByText('Menunggu pemain bergabung…')).toBeVisible();
  await expect(host.getByRole('button', { name: 'Mulai', exact: true })).toBeDisabled();

  // ------------------------------------------------------------ three phones join
  const ani = await phone(browser);
  await ani.goto(`/play?pin=${pin}`);
  await expect(ani.getByRole('heading', { name: QUIZ_TITLE })).toBeVisible({ timeout: 60_000 });
  await joinWithName(ani, 'Ani');
  await expect(ani.getByText('Kamu sudah masuk!')).toBeVisible({ timeout: 60_000 });

  const bima = await phone(browser);
  await bima.goto('/play');
  await bima.getByLabel('PIN permainan').fill('12345');
  await bima.getByRole('button', { name: 'Lanjut' }).click();
  await expect(bima.getByText('PIN terdiri dari 6 angka')).toBeVisible({ timeout: 60_000 });
  await bima.getByLabel('PIN permainan').fill(pin);
  await bima.getByRole('button', { name: 'Lanjut' }).click();
  // A nickname already in the game is refused, and the player stays on the form.
  await joinWithName(bima, 'ani');
  await expect(bima.getByRole('alert')).toBeVisible();
  await expect(bima.getByLabel('Nama panggilan')).toBeVisible();
  await joinWithName(bima, 'Bima');
  await expect(bima.getByText('Kamu sudah masuk!')).toBeVisible();

  const citra = await phone(browser);
  await citra.goto(`/play?pin=${pin}`);
  await joinWithName(citra, 'Citra');
  await expect(citra.getByText('Kamu sudah masuk!')).toBeVisible();

  const lobby = host.getByTestId('lobby-players');
  for (const name of ['Ani', 'Bima', 'Citra'])
    await expect(lobby.getByText(name, { exact: true })).toBeVisible();
  await expect(host.getByTestId('player-count')).toHaveText(/3 pemain/);
  await screenshotWidths(host, testInfo, 'live-quiz-host-lobby');
  await screenshotWidths(citra, testInfo, 'live-quiz-player-lobby');

  // ------------------------------------------------------------ the host locks the game, then removes a stranger
  await host.getByRole('button', { name: 'Kunci permainan' }).click();
  await expect(host.getByTestId('lobby-locked')).toBeVisible();
  const stranger = await phone(browser);
  await stranger.goto(`/play?pin=${pin}`);
  await expect(
    stranger.getByText('Pembawa acara sudah mengunci permainan ini; pemain baru tidak bisa bergabung.'),
  ).toBeVisible({ timeout: 60_000 });
  await screenshotWidths(host, testInfo, 'live-quiz-host-locked');
  await host.getByRole('button', { name: 'Buka kunci' }).click();
  await expect(host.getByTestId('lobby-locked')).toBeHidden();
  await stranger.getByRole('button', { name: 'Lanjut' }).click();
  await joinWithName(stranger, 'Orang Asing');
  await expect(stranger.getByText('Kamu sudah masuk!')).toBeVisible();
  await expect(host.getByTestId('player-count')).toHaveText(/4 pemain/);
  await host.getByRole('button', { name: 'Keluarkan Orang Asing' }).click();
  await expect(stranger.getByText('Kamu dikeluarkan dari permainan oleh pembawa acara.')).toBeVisible();
  await expect(lobby.getByText('Orang Asing', { exact: true })).toBeHidden();
  await expect(host.getByTestId('player-count')).toHaveText(/3 pemain/);
  await stranger.context().close();

  // ------------------------------------------------------------ question 1 (single choice)
  await host.getByRole('button', { name: 'Mulai', exact: true }).click();
  await expect(host.getByTestId('question-text')).toHaveText('Tokoh utama cerita anak sebaiknya…');
  for (const player of [ani, bima, citra]) {
    await expect(player.getByTestId('player-question')).toHaveText('Tokoh utama cerita anak sebaiknya…');
  }
  await screenshotWidths(ani, testInfo, 'live-quiz-player-question');
  await option(ani, 'Punya keinginan yang jelas').click();
  await expect(ani.getByTestId('answer-stored')).toBeVisible();
  await expect(host.getByTestId('answer-count')).toHaveText('1 dari 3 menjawab');
  await screenshotWidths(host, testInfo, 'live-quiz-host-question');
  await option(bima, 'Selalu orang dewasa').click();
  await option(citra, 'Punya keinginan yang jelas').click();

  // Everyone answered: the question closes at once and shows how the answers fell.
  await expect(host.getByTestId('distribution')).toBeVisible();
  await expect(ani.getByTestId('reveal-outcome')).toHaveText('Benar!');
  await expect(bima.getByTestId('reveal-outcome')).toHaveText('Salah');
  await expect(citra.getByTestId('reveal-outcome')).toHaveText('Benar!');
  await expect(bima.getByTestId('reveal-points')).toHaveText('+0');
  expect(await scoreOf(ani)).toBeGreaterThan(0);
  expect(await scoreOf(ani)).toBeLessThanOrEqual(1_000);
  await screenshotWidths(host, testInfo, 'live-quiz-host-reveal');
  await screenshotWidths(ani, testInfo, 'live-quiz-player-right');

  await host.getByRole('button', { name: 'Papan peringkat' }).click();
  await expect(host.getByTestId('leaderboard')).toBeVisible();
  await expect(host.getByTestId('leaderboard').getByText('Bima')).toBeVisible();
  await expect(citra.getByTestId('player-rank')).toHaveText(/^#[12]$/);
  const citraBefore = await scoreOf(citra);
  expect(citraBefore).toBeGreaterThan(0);

  // ------------------------------------------------------------ question 2 (true/false): Citra reloads
  await host.getByRole('button', { name: 'Pertanyaan berikutnya' }).click();
  await expect(citra.getByTestId('player-question')).toHaveText(
    'Cerita anak yang baik boleh memiliki konflik.',
  );
  await citra.reload();
  await expect(citra.getByTestId('player-question')).toHaveText(
    'Cerita anak yang baik boleh memiliki konflik.',
  );
  await expect(citra.getByTestId('player-nickname')).toHaveText('Citra');
  expect(await scoreOf(citra)).toBe(citraBefore);
  await option(citra, 'Benar').click();
  await expect(citra.getByTestId('answer-stored')).toBeVisible();
  // A reload after answering shows the stored answer instead of the buttons again.
  await citra.reload();
  await expect(citra.getByTestId('answer-stored')).toBeVisible();
  await option(ani, 'Benar').click();
  await option(bima, 'Salah').click();
  await expect(citra.getByTestId('reveal-outcome')).toHaveText('Benar!');
  expect(await scoreOf(citra)).toBeGreaterThan(citraBefore);
  await host.getByRole('button', { name: 'Papan peringkat' }).click();
  await host.getByRole('button', { name: 'Pertanyaan berikutnya' }).click();

  // ------------------------------------------------------------ question 3 (multiple choice)
  await expect(ani.getByTestId('player-question')).toHaveText('Mana yang termasuk bagian alur?');
  for (const player of [ani, citra]) {
    for (const text of ['Pengenalan', 'Konflik', 'Penyelesaian']) await option(player, text).click();
  }
  await ani.getByTestId('answer-submit').click();
  await citra.getByTestId('answer-submit').click();
  await option(bima, 'Harga buku').click();
  await bima.getByTestId('answer-submit').click();
  await expect(bima.getByTestId('reveal-outcome')).toHaveText('Salah');
  await screenshotWidths(bima, testInfo, 'live-quiz-player-wrong');
  await host.getByRole('button', { name: 'Papan peringkat' }).click();
  await host.getByRole('button', { name: 'Tampilkan podium' }).click();

  // ------------------------------------------------------------ podium
  await expect(host.getByTestId('podium')).toBeVisible();
  await expect(bima.getByTestId('final-place')).toHaveText('Kamu di peringkat 3 dari 3');
  await expect(bima.getByTestId('podium')).toBeVisible();
  const scores = {
    Ani: await scoreOf(ani),
    Bima: await scoreOf(bima),
    Citra: await scoreOf(citra),
  };
  expect(scores.Bima).toBe(0);
  expect(scores.Ani).toBeGreaterThan(0);
  expect(scores.Citra).toBeGreaterThan(0);
  await screenshotWidths(host, testInfo, 'live-quiz-host-podium');
  await screenshotWidths(ani, testInfo, 'live-quiz-player-podium');

  // ------------------------------------------------------------ the report and its CSV
  await host.getByRole('link', { name: 'Lihat laporan' }).click();
  await expect(host).toHaveURL(/\/lms\/dashboard\/quiz-sessions\/\d+$/);
  const table = host.getByTestId('report-players');
  await expect(table).toBeVisible();
  for (const [nickname, score] of Object.entries(scores)) {
    const row = table.getByRole('row').filter({ hasText: nickname });
    await expect(row.getByTestId('report-score')).toHaveText(new Intl.NumberFormat('id-ID').format(score));
  }
  await expect(host.getByTestId('hardest')).toContainText('%');
  await screenshotWidths(host, testInfo, 'live-quiz-report');

  const [download] = await Promise.all([
    host.waitForEvent('download'),
    host.getByTestId('report-csv').click(),
  ]);
  const rows = parseCsv(await readDownload(download));
  expect(rows[0]).toEqual([
    'rank',
    'nickname',
    'score',
    'question',
    'answer',
    'correct',
    'points',
    'time_ms',
  ]);
  for (const [nickname, score] of Object.entries(scores)) {
    const mine = rows.slice(1).filter((row) => row[1] === nickname);
    expect(mine, nickname).toHaveLength(3);
    for (const row of mine) expect(Number(row[2])).toBe(score);
    expect(mine.reduce((sum, row) => sum + Number(row[6]), 0)).toBe(score);
  }

  // The quiz's page lists the game, leading to the same report.
  await host.goto('/lms/dashboard/quizzes');
  await host.getByRole('link', { name: QUIZ_TITLE }).first().click();
  await expect(host.getByTestId('live-history').getByText(`PIN ${pin}`)).toBeVisible();
});
