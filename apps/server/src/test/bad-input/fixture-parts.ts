import { randomUUID } from 'node:crypto';
import { planFeatures, plans, subscriptions } from '#db/schema.ts';
import type { TestApp } from '../build-test-app.ts';
import { createPaidOrder, createSaleProduct } from '../commerce-factories.ts';
import { api, createPublisher, type TestUser } from '../factories.ts';
import { landingBody, QUESTION, QUIZ } from './bodies.ts';
import type { Body, Method } from './fixture.ts';
import { type FilePart, multipartBody, PDF_PART, PNG_PART } from './multipart.ts';

/** What the fixture makers need: the app, and the small valid files they upload. */
export type Maker = { t: TestApp; png: Buffer; pdf: Buffer };

async function streamTokenOf({ t }: Maker, learner: TestUser, contentId: number): Promise<string> {
  const opened = await api(t.app, {
    method: 'GET',
    url: `/api/v2/lms/contents/${contentId}`,
    token: learner.token,
  });
  return String(opened.json().data.stream_url).split('/').pop() as string;
}

/** The LMS's fixtures: the publisher on Pro, a published course with a cover, a PDF content and an invite. */
export async function lmsFixtures(maker: Maker, publisher: TestUser, learner: TestUser) {
  const { t, png, pdf } = maker;
  // The publisher's plan (creatorToolsPlan) has the LMS already; AI slides still refuse them.
  const asPublisher = (method: Method, url: string, body?: unknown) =>
    api(t.app, { method, url: `/api/v2/publisher/lms${url}`, token: publisher.token, body });
  const course = (await asPublisher('POST', '/courses', { title: 'Kursus Sasaran' })).json().data;
  const content = (
    await asPublisher('POST', `/courses/${course.id}/contents`, { type: 'pdf', title: 'Modul' })
  ).json().data;
  const upload = (url: string, field: string, data: Buffer, part: FilePart) =>
    api(t.app, {
      method: 'POST',
      url: `/api/v2/publisher/lms${url}`,
      token: publisher.token,
      ...multipartBody(field, data, undefined, part),
    });
  await upload(`/contents/${content.id}/file`, 'file', pdf, PDF_PART);
  const covered = (await upload(`/courses/${course.id}/cover`, 'image', png, PNG_PART)).json().data;
  const quiz = (await asPublisher('POST', '/quizzes', { ...QUIZ, public_play: false })).json().data;
  await asPublisher('POST', `/quizzes/${quiz.id}/questions`, QUESTION);
  const quizContent = (
    await asPublisher('POST', `/courses/${course.id}/contents`, {
      type: 'quiz',
      title: 'Kuis',
      quiz_id: quiz.id,
    })
  ).json().data;
  await asPublisher('PUT', `/courses/${course.id}`, { is_published: true });
  const invite = (await asPublisher('POST', `/courses/${course.id}/invites`, {})).json().data;
  const spareInvite = (await asPublisher('POST', `/courses/${course.id}/invites`, {})).json().data;
  const enrolled = await api(t.app, {
    method: 'POST',
    url: `/api/v2/lms/courses/${course.id}/enroll`,
    token: learner.token,
  });
  if (enrolled.statusCode !== 201) throw new Error(`lms fixture: ${enrolled.body}`);
  const quizSession = await api(t.app, {
    method: 'POST',
    url: `/api/v2/lms/contents/${quizContent.id}/quiz/start`,
    token: learner.token,
  });
  if (quizSession.statusCode !== 201) throw new Error(`lms quiz fixture: ${quizSession.body}`);
  return {
    lmsQuizContent: quizContent.id as number,
    lmsQuizSession: quizSession.json().data.id as string,
    lmsCourse: course.id as number,
    lmsSlug: course.slug as string,
    lmsContent: content.id as number,
    lmsInvite: invite.token as string,
    lmsSpareInvite: spareInvite.id as number,
    lmsCover: (covered.cover_url as string).split('/').pop() as string,
    lmsLearner: learner.id,
    lmsCertificate: 'LMS-AAAAA-AAAAA',
    lmsStream: await streamTokenOf(maker, learner, content.id),
  };
}

/** A deck with its slides written (the built-in generator), owned by the admin, who passes every feature check. */
export async function slideDeck(
  { t, png }: Maker,
  admin: TestUser,
): Promise<{ deck: number; slide: number; slideAsset: string }> {
  const as = (method: Method, url: string, body?: unknown) =>
    api(t.app, { method, url, token: admin.token, body });
  const deck = (
    await as('POST', '/api/v2/ai-slides/prompts', { topic: 'Sasaran slide', slide_count: 3 })
  ).json().data;
  await as('POST', `/api/v2/ai-slides/slides/generate/${deck.id}`);
  for (let tries = 0; tries < 100; tries++) {
    const current = (await as('GET', `/api/v2/ai-slides/slideshow/${deck.id}`)).json().data;
    if (current.status === 'ready') {
      const picture = await api(t.app, {
        method: 'POST',
        url: `/api/v2/ai-slides/assets/upload?slideshow_id=${deck.id}`,
        token: admin.token,
        ...multipartBody('image', png),
      });
      const slideAsset = String(picture.json().data.url).split('/').pop() ?? '';
      return { deck: deck.id, slide: current.slides[0].id, slideAsset };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the fixture deck was not written');
}

/**
 * The member's open orders, for products of a seller of their own so that an approval among the probes
 * cannot move the fixture publisher's money: a bank transfer waiting for its proof, and a payment at the sandbox.
 */
export async function openOrders({ t }: Maker, member: TestUser) {
  const start = (body: Body) =>
    api(t.app, { method: 'POST', url: '/api/v2/orders/checkout', token: member.token, body }).then((r) => {
      if (r.statusCode !== 200) throw new Error(`order fixture: ${r.body}`);
      return r.json().data;
    });
  const sellerId = (await createPublisher(t.app, t.ctx)).id;
  const [forTransfer, forGateway] = [
    await createSaleProduct(t.ctx, { sellerId, price: 20_000 }),
    await createSaleProduct(t.ctx, { sellerId, price: 25_000 }),
  ];
  const transfer = await start({ product_id: forTransfer.id, payment_method: 'bank_transfer' });
  const online = await start({ product_id: forGateway.id, payment_method: 'qris' });
  return {
    order: transfer.order.id as number,
    sandbox: new URL(online.redirect_url).pathname.split('/').pop() as string,
    sandboxToken: new URL(online.redirect_url).searchParams.get('token') as string,
    provider: 'sandbox',
  };
}

/** Two API keys of the member's: one to call with, one to revoke. */
export async function extractionKeys({ t }: Maker, member: TestUser) {
  const make = async (name: string) => {
    const response = await api(t.app, {
      method: 'POST',
      url: '/api/v2/extraction/keys',
      token: member.token,
      body: { name },
    });
    if (response.statusCode !== 201) throw new Error(`api key fixture: ${response.body}`);
    return response.json().data as { id: number; key: string };
  };
  return {
    apiKey: (await make('Kunci Sasaran')).key,
    spareKey: (await make('Kunci Cadangan')).id,
    extractionJob: randomUUID(),
  };
}

/** A public quiz of the publisher's with one question and a picture, and a guest's session of it. */
export async function quizFixtures({ t, png }: Maker, publisher: TestUser) {
  const asPublisher = (method: Method, url: string, body?: unknown) =>
    api(t.app, { method, url, token: publisher.token, body });
  const quiz = (await asPublisher('POST', '/api/v2/publisher/lms/quizzes', QUIZ)).json().data;
  const withQuestion = (
    await asPublisher('POST', `/api/v2/publisher/lms/quizzes/${quiz.id}/questions`, QUESTION)
  ).json().data;
  const question = withQuestion.questions[0].id;
  const pictured = await api(t.app, {
    method: 'POST',
    url: `/api/v2/publisher/lms/quizzes/${quiz.id}/questions/${question}/image`,
    token: publisher.token,
    ...multipartBody('image', png),
  });
  const session = (
    await api(t.app, {
      method: 'POST',
      url: `/api/v2/public/lms/quizzes/${quiz.id}/sessions`,
      body: { nickname: 'Tamu' },
    })
  ).json().data;
  if (!session?.guest_token) throw new Error('quiz fixture: no session');
  const live = (
    await asPublisher('POST', `/api/v2/publisher/lms/quizzes/${quiz.id}/live`, { mode: 'classic' })
  ).json().data;
  if (!live?.pin) throw new Error('quiz fixture: no live game');
  return {
    liveGame: live.id as number,
    livePin: live.pin as string,
    quiz: quiz.id as number,
    question: question as number,
    quizSession: session.id as string,
    quizToken: session.guest_token as string,
    quizImage: pictured.json().data.questions[0].image_url.split('/').pop() as string,
  };
}

/** A sale eight days old (its share is past the holding period) and a payout request of that share. */
export async function pendingSettlement({ t }: Maker, publisher: TestUser, buyer: TestUser): Promise<number> {
  const product = await createSaleProduct(t.ctx, { sellerId: publisher.id });
  const paidAt = new Date(t.clock.now().getTime() - 8 * 86_400_000);
  await createPaidOrder(t.ctx, { buyer, product, amount: 100_000, paidAt });
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/publisher/settlements',
    token: publisher.token,
    body: {
      amount: 60_000,
      method: 'bank',
      channel: 'BCA',
      account_number: '1234567890',
      account_name: 'Sari',
    },
  });
  if (response.statusCode !== 201) throw new Error(`settlement fixture: ${response.body}`);
  return response.json().data.id;
}

/**
 * Gives the publisher a plan with the blog, landing pages and the LMS (quizzes) and nothing else: the routes
 * of the other plan features (AI slides) must still refuse them.
 */
export async function creatorToolsPlan({ t }: Maker, publisher: TestUser) {
  const start = t.ctx.now();
  const [plan] = await t.ctx.db
    .insert(plans)
    .values({ slug: 'creator-tools', name: 'Creator Tools', price: 10_000, durationDays: 30 })
    .returning({ id: plans.id });
  if (!plan) throw new Error('plan fixture');
  await t.ctx.db.insert(planFeatures).values([
    { planId: plan.id, code: 'create_landing_page' },
    { planId: plan.id, code: 'publish_blog' },
    { planId: plan.id, code: 'lms_access' },
  ]);
  await t.ctx.db.insert(subscriptions).values({
    userId: publisher.id,
    planId: plan.id,
    planName: 'Creator Tools',
    status: 'active',
    startDate: start,
    endDate: new Date(start.getTime() + 30 * 86_400_000),
    paymentMethod: 'qris',
  });
}

/** A published landing page of the publisher to aim at, with an uploaded image. */
export async function landingFixtures({ t, png }: Maker, publisher: TestUser, product: number) {
  const image = await t.app.inject({
    method: 'POST',
    url: '/api/v2/landing-pages/images',
    payload: multipartBody('image', png).payload,
    headers: {
      ...multipartBody('image', png).headers,
      authorization: `Bearer ${publisher.token}`,
      'x-csrf-token': 'pustaka',
    },
  });
  if (image.statusCode !== 201) throw new Error(`landing image fixture: ${image.body}`);
  const landingImage = image.json().data.name as string;
  const body = landingBody('halaman-saya', { product, landingImage });
  const page = await api(t.app, {
    method: 'POST',
    url: '/api/v2/landing-pages',
    token: publisher.token,
    body,
  });
  if (page.statusCode !== 201) throw new Error(`landing page fixture: ${page.body}`);
  const id = page.json().data.id as number;
  await api(t.app, { method: 'POST', url: `/api/v2/landing-pages/${id}/publish`, token: publisher.token });
  return {
    landingPage: id,
    landingSlug: 'halaman-saya',
    landingImage,
    landingImageFile: `${landingImage}-640.webp`,
  };
}
