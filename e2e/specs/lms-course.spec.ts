import type { APIRequestContext } from '@playwright/test';
import {
  ACCOUNTS,
  apiLogin,
  CSRF_HEADERS,
  expect,
  mailsTo,
  makeBookPdf,
  screenshotWidths,
  signIn,
  test,
  uniqueEmail,
} from '../fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

type Course = { id: number; access_mode: string; title: string };
type Content = { id: number; type: string };

/** The demo data makes the creator a trainer with two courses after the catalogue; wait for them. */
async function demoTrainerToken(request: APIRequestContext): Promise<string> {
  const { token } = await apiLogin(request, ACCOUNTS.publisher);
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v2/publisher/lms/courses', {
          headers: { authorization: `Bearer ${token}` },
        });
        return response.ok() ? ((await response.json()).data as Course[]).length : 0;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(2);
  return token;
}

/** The MP4 of the demo course's video, as the trainer previews it: a real file to upload again. */
async function demoVideo(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const courses = (await (await request.get('/api/v2/publisher/lms/courses', { headers })).json())
    .data as Course[];
  // Other journeys add courses of the creator's own (one made from an ebook has no video): look in each.
  for (const course of courses) {
    const contents = (
      await (await request.get(`/api/v2/publisher/lms/courses/${course.id}/contents`, { headers })).json()
    ).data as Content[];
    const video = contents.find((content) => content.type === 'video');
    if (!video) continue;
    const file = await request.get(`/api/v2/lms/contents/${video.id}/file`, { headers });
    expect(file.status()).toBe(200);
    return { name: 'pengantar.mp4', mimeType: 'video/mp4', buffer: await file.body() };
  }
  throw new Error('The demo creator has no course with a video');
}

/** A PowerPoint deck of the demo catalogue the creator sells, as they read it back: a real PPTX to upload. */
async function demoDeck(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const listed = await request.get('/api/v2/public/books', {
    params: { pageSize: 50, product_format: 'PPT' },
  });
  const decks = ((await listed.json()).data.items as { id: number; format: string }[]).filter(
    (item) => item.format === 'PPT',
  );
  for (const deck of decks) {
    const owned = await request.get(`/api/v2/owned/${deck.id}/files`, { headers });
    if (!owned.ok()) continue;
    const file = ((await owned.json()).data.files as { role: string; stream_url: string }[]).find(
      (one) => one.role === 'deck',
    );
    if (!file) continue;
    const bytes = await request.get(file.stream_url);
    expect(bytes.status()).toBe(200);
    return {
      name: 'materi-presentasi.pptx',
      mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      buffer: await bytes.body(),
    };
  }
  throw new Error('The demo creator sells no PowerPoint deck');
}

test('a trainer builds an invite-only course; a learner joins by the link, studies, passes the quiz, gets the certificate; a guest checks it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const token = await demoTrainerToken(page.request);
  const video = await demoVideo(page.request, token);
  const deck = await demoDeck(page.request, token);
  const pdf = await makeBookPdf({
    name: 'modul.pdf',
    title: 'Modul Uji',
    chapters: ['Satu', 'Dua'],
    pagesPerChapter: 1,
  });
  const title = `Kursus Undangan ${Date.now().toString(36).toUpperCase()}`;

  // The trainer makes the course, adds a video and a PDF, publishes it and makes an invite link.
  await signIn(page, ACCOUNTS.publisher);
  await page.goto('/lms/dashboard/courses/new');
  await page.getByLabel('Judul kursus').fill(title);
  await page.getByLabel('Akses').selectOption('invite');
  await page.getByRole('button', { name: 'Buat kursus' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard\/courses\/\d+\/contents$/);
  const courseId = Number(page.url().match(/courses\/(\d+)\/contents/)?.[1]);

  const form = page.getByTestId('add-content-form');
  await form.getByLabel('Judul materi').fill('Video pembuka');
  await form.getByLabel('Berkas').setInputFiles(video);
  await form.getByRole('button', { name: 'Tambahkan' }).click();
  await expect(page.getByTestId('content-row')).toHaveCount(1);
  await expect(page.getByTestId('content-row').first()).not.toContainText('Belum ada berkas');

  await form.getByLabel('Jenis').selectOption('pdf');
  await form.getByLabel('Judul materi').fill('Modul bacaan');
  await form.getByLabel('Berkas').setInputFiles(pdf);
  await form.getByRole('button', { name: 'Tambahkan' }).click();
  await expect(page.getByTestId('content-row')).toHaveCount(2);
  await expect(page.getByTestId('content-row').nth(1)).not.toContainText('Belum ada berkas');

  // PowerPoint slides: the server draws them as a PDF in the background.
  await form.getByLabel('Jenis').selectOption('slides');
  await form.getByLabel('Judul materi').fill('Slide ringkasan');
  await form.getByLabel('Berkas').setInputFiles(deck);
  await form.getByRole('button', { name: 'Tambahkan' }).click();
  await expect(page.getByTestId('content-row')).toHaveCount(3);
  await expect(page.getByTestId('content-row').nth(2)).not.toContainText('Belum ada berkas');

  // A quiz of the trainer's, passed at 50%.
  const headers = { ...CSRF_HEADERS, authorization: `Bearer ${token}` };
  const quizTitle = `Kuis Akhir ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/v2/publisher/lms/quizzes', {
    headers,
    data: { title: quizTitle, shuffle_questions: false, shuffle_options: false, pass_mark_percent: 50 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quizId = (await created.json()).data.id as number;
  const question = await page.request.post(`/api/v2/publisher/lms/quizzes/${quizId}/questions`, {
    headers,
    data: { type: 'true_false', text: 'Video pembuka ada di awal kursus.', correct_answer: true, points: 1 },
  });
  expect(question.status(), await question.text()).toBe(201);
  await form.getByLabel('Jenis').selectOption('quiz');
  await form.getByLabel('Judul materi').fill('Kuis penutup');
  await form.getByLabel('Kuis', { exact: true }).selectOption({ label: quizTitle });
  await form.getByLabel('Skor minimal (%)').fill('50');
  await form.getByRole('button', { name: 'Tambahkan' }).click();
  await expect(page.getByTestId('content-row')).toHaveCount(4);

  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await page.getByTestId('course-publish').click();
  await expect(page.getByText('Terbit', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Peserta' }).click();
  await page.getByLabel('Maks. pemakaian').fill('5');
  await page.getByTestId('create-invite').click();
  const inviteUrl = new URL((await page.getByTestId('invite-url').first().textContent()) ?? '');
  expect(inviteUrl.pathname).toMatch(/^\/lms\/join\//);

  // An invitation by email: the address is listed as invited, and its mail carries a join link of its own.
  const invitee = `undangan-${Date.now().toString(36)}@contoh.id`;
  await page.getByTestId('invite-emails').fill(`${invitee.toUpperCase()}, ${invitee}`);
  await page.getByTestId('send-email-invites').click();
  await expect(page.getByText('Undangan terkirim ke 1 alamat.')).toBeVisible();
  await page.getByLabel('Status').selectOption('invited');
  await expect(page.getByTestId('participants').getByText(invitee).first()).toBeVisible();
  await screenshotWidths(page, testInfo, 'lms-participants-invited');
  const mailbox = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(invitee)}`);
  const [invitation] = (await mailbox.json()).data as { subject: string; text: string }[];
  expect(invitation?.subject).toBe(`Undangan kursus: ${title}`);
  expect(invitation?.text).toMatch(/\/lms\/join\/[^?\s]+\?invite=[A-Za-z0-9_-]+/);
  await page.getByLabel('Status').selectOption('');

  // The learner opens the link and joins.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const member = await signIn(learner, ACCOUNTS.member);
  await learner.goto(`${inviteUrl.pathname}${inviteUrl.search}`);
  await expect(learner.getByTestId('join-course-title')).toHaveText(title);
  await learner.getByTestId('join').click();
  await expect(learner).toHaveURL(new RegExp(`/lms/courses/${courseId}$`));

  // Studies: the video, played to its end (six seconds; the server counts what the player reports while it
  // plays), then every page of the PDF. A claimed share completes nothing.
  await learner.getByTestId('start-course').click();
  const videoPlayer = learner.getByTestId('lms-video');
  await expect(videoPlayer).toBeVisible();
  const videoId = Number(learner.url().match(/contents\/(\d+)/)?.[1]);
  const claimed = await learner.request.put(`/api/v2/lms/contents/${videoId}/progress`, {
    headers: { ...CSRF_HEADERS, authorization: `Bearer ${member.token}` },
    data: { position: 1_000_000, active: true },
  });
  expect((await claimed.json()).data).toMatchObject({ percentage: 0, completed: false });
  const hint = learner.getByTestId('completion-hint');
  await expect(hint).toContainText('Putar 90% untuk menyelesaikan');
  await screenshotWidths(learner, testInfo, 'lms-video-what-is-left');
  const watched = learner.waitForResponse(
    async (response) =>
      response.url().endsWith(`/api/v2/lms/contents/${videoId}/progress`) &&
      Boolean((await response.json()).data?.completed),
    { timeout: 30_000 },
  );
  // Muted, as a page may start a video without a click on it.
  await videoPlayer.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await watched;
  await expect(hint).toContainText('Selesai');
  await learner.getByTestId('next-content').click();
  await expect(learner.getByRole('button', { name: 'Halaman berikutnya' })).toBeEnabled();
  await expect(learner.getByTestId('completion-hint')).toContainText(`dari ${pdf.pageCount} halaman`);
  for (let page = 1; page < pdf.pageCount; page += 1) {
    await learner.getByRole('button', { name: 'Halaman berikutnya' }).click();
  }
  await expect(learner.getByTestId('completion-hint')).toContainText('Selesai');
  await screenshotWidths(learner, testInfo, 'lms-pdf-pages-seen');

  // The slides: a moment while the server draws them, then the real slides, turned to the last one.
  await learner.getByTestId('next-content').click();
  const slides = learner.getByTestId('lms-slides');
  await expect(slides.getByTestId('slide-canvas')).toBeVisible({ timeout: 60_000 });
  await expect(learner.getByTestId('deck-text')).toHaveCount(0);
  const counter = slides.getByTestId('slide-counter');
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const total = Number((await counter.textContent())?.split('/')[1]);
  expect(total).toBeGreaterThan(1);
  await screenshotWidths(learner, testInfo, 'lms-pptx-slides', async () => {
    await expect(slides.getByTestId('slide-canvas')).toBeVisible();
  });
  const slidesId = Number(learner.url().match(/contents\/(\d+)/)?.[1]);
  const finished = learner.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/v2/lms/contents/${slidesId}/progress`) &&
      response.request().method() === 'PUT' &&
      response.request().postDataJSON()?.position === total,
  );
  // Every slide shown counts; jumping to the last one alone would not complete the deck.
  await slides.getByTestId('slide-deck').focus();
  for (let slide = 2; slide <= total; slide += 1) {
    await learner.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`${slide} / ${total}`);
  }
  expect(((await (await finished).json()) as { data: { completed: boolean } }).data.completed).toBe(true);

  // The quiz: its content page leads to the player; a pass completes it.
  await learner.getByTestId('next-content').click();
  await learner.getByTestId('take-quiz').click();
  const player = learner.getByTestId('quiz-player');
  await expect(player.getByTestId('question-text')).toHaveText('Video pembuka ada di awal kursus.');
  await screenshotWidths(learner, testInfo, 'lms-course-quiz');
  await player.getByText('Benar', { exact: true }).click();
  await learner.getByRole('button', { name: 'Jawab dan selesai', exact: true }).click();
  await expect(learner.getByTestId('quiz-result').getByText('Lulus', { exact: true })).toBeVisible();
  await learner.getByTestId('quiz-back-to-content').click();
  await learner.getByTestId('back-to-course').click();

  // The certificate: downloaded as a PDF, and its code checked by a guest.
  await expect(learner.getByTestId('download-certificate')).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([
    learner.waitForEvent('download'),
    learner.getByTestId('download-certificate').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sertifikat-LMS-[A-Z2-9]{5}-[A-Z2-9]{5}\.pdf$/);
  const code = download.suggestedFilename().replace(/^sertifikat-|\.pdf$/g, '');

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/lms/certificates/${code}`);
  await expect(guest.getByTestId('certificate-valid')).toContainText(ACCOUNTS.member.fullName);
  await expect(guest.getByTestId('certificate-valid')).toContainText(title);

  // The trainer revokes it from the participants page, with a reason; the guest's check then says so.
  await page.goto(`/lms/dashboard/courses/${courseId}/participants`);
  const participants = page.getByTestId('participants');
  await participants.getByTestId('revoke-certificate').click();
  await page.getByLabel('Alasan').fill('Jawaban kuis disalin dari peserta lain');
  await page.getByTestId('confirm-revoke-certificate').click();
  await expect(participants.getByTestId('certificate-revoked')).toContainText('Jawaban kuis disalin');
  await screenshotWidths(page, testInfo, 'lms-certificate-revoked-trainer');
  await guest.reload();
  await expect(guest.getByTestId('certificate-revoked')).toContainText('dicabut');
  await screenshotWidths(guest, testInfo, 'lms-certificate-revoked');
  await Promise.all([learnerContext.close(), guestContext.close()]);
});

test('a learner asks to join a course that needs approval; the trainer approves from the dashboard; the learner studies', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = await demoTrainerToken(page.request);
  const title = `Kelas Persetujuan ${Date.now().toString(36).toUpperCase()}`;

  // The trainer makes a public course that asks for approval, with one lesson, and publishes it.
  await signIn(page, ACCOUNTS.publisher);
  await page.goto('/lms/dashboard/courses/new');
  await page.getByLabel('Judul kursus').fill(title);
  await page.getByLabel('Setujui peserta baru secara manual').check();
  await page.getByRole('button', { name: 'Buat kursus' }).click();
  await expect(page).toHaveURL(/\/lms\/dashboard\/courses\/\d+\/contents$/);
  const courseId = Number(page.url().match(/courses\/(\d+)\/contents/)?.[1]);
  const headers = { ...CSRF_HEADERS, authorization: `Bearer ${token}` };
  const lesson = await page.request.post(`/api/v2/publisher/lms/courses/${courseId}/contents`, {
    headers,
    data: { type: 'text', title: 'Selamat datang', body: '<p>Halo peserta yang sudah disetujui.</p>' },
  });
  expect(lesson.status(), await lesson.text()).toBe(201);
  const published = await page.request.put(`/api/v2/publisher/lms/courses/${courseId}`, {
    headers,
    data: { is_published: true },
  });
  expect((await published.json()).data).toMatchObject({ requires_approval: true, is_published: true });

  // A second learner, new to the site, asks too.
  const email = uniqueEmail('peserta');
  const registered = await page.request.post('/api/v2/auth/register', {
    headers: CSRF_HEADERS,
    data: { email, password: 'Peserta#Pustaka1', first_name: 'Dewi', last_name: 'Anggraini' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const newcomer = (await registered.json()) as { token: string; user: { id: number } };
  // Enrolling needs a verified address: the admin marks this one verified.
  const admin = await apiLogin(page.request, ACCOUNTS.admin, false);
  const verified = await page.request.put(`/api/v2/admin/users/${newcomer.user.id}`, {
    headers: { ...CSRF_HEADERS, authorization: `Bearer ${admin.token}` },
    data: { email_verified: true },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const asked = await page.request.post(`/api/v2/lms/courses/${courseId}/enroll`, {
    headers: { ...CSRF_HEADERS, authorization: `Bearer ${newcomer.token}` },
  });
  expect((await asked.json()).data.status).toBe('pending');

  // The member asks to join on the course page and is told to wait; the lesson stays closed.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signIn(learner, ACCOUNTS.member);
  await learner.goto(`/lms/courses/${courseId}`);
  await expect(learner.getByText('Perlu persetujuan', { exact: true })).toBeVisible();
  await learner.getByRole('button', { name: 'Minta bergabung' }).click();
  await expect(learner.getByTestId('awaiting-approval')).toContainText('Menunggu persetujuan pelatih');
  await expect(learner.getByTestId('start-course')).toHaveCount(0);
  await screenshotWidths(learner, testInfo, 'lms-learner-awaiting-approval');

  // The trainer sees the requests on the dashboard and reviews them on the participants page.
  await page.goto('/lms/dashboard');
  const waiting = page.getByTestId('dashboard-pending').getByRole('listitem').filter({ hasText: title });
  await expect(waiting).toContainText('2 permintaan');
  await screenshotWidths(page, testInfo, 'lms-dashboard-pending');
  await waiting.getByRole('link', { name: 'Tinjau' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/lms/dashboard/courses/${courseId}/participants\\?status=pending$`),
  );
  await expect(page.getByTestId('pending-banner')).toContainText('2 permintaan bergabung menunggu');
  const rows = page.getByTestId('participants').getByRole('row');
  await expect(rows.filter({ hasText: ACCOUNTS.member.email })).toContainText('Menunggu');
  await expect(rows.filter({ hasText: email })).toContainText('Menunggu');
  await screenshotWidths(page, testInfo, 'lms-participants-pending');

  // Both at once: tick them all, approve.
  await page.getByLabel('Pilih semua yang menunggu').check();
  await page.getByTestId('approve-selected').click();
  await expect(page.getByText('2 peserta disetujui dan diberi tahu lewat email.')).toBeVisible();
  await expect(page.getByTestId('pending-banner')).toHaveCount(0);
  await page.getByLabel('Status').selectOption('active');
  await expect(rows.filter({ hasText: ACCOUNTS.member.email })).toContainText('Aktif');
  const [mail] = await mailsTo(page.request, ACCOUNTS.member.email);
  expect(mail?.subject).toBe(`Permintaan disetujui: ${title}`);

  // The learner is in now and studies the lesson.
  await learner.reload();
  await learner.getByTestId('start-course').click();
  await expect(learner.getByText('Halo peserta yang sudah disetujui.')).toBeVisible();
  await learnerContext.close();
});
