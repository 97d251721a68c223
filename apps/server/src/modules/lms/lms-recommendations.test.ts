import { QuizSettingsInputSchema } from '@pustaka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuiz } from '#modules/quizzes/index.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, createUser, type TestUser } from '#test/factories.ts';
import { createLmsCast, type LmsCast } from './test-kit.ts';

// The recommender's library lists reach beyond products on sale: free courses a member joined ("Lanjutkan")
// and public quizzes on the topic of what they own ("Berikutnya").

let t: TestApp;
let cast: LmsCast;
type Product = { id: number; name: string };
let products: Product[];

/** A free product bought through checkout, with its hooks. */
async function buy(user: TestUser, product: Product) {
  const answer = await api(t.app, {
    method: 'POST',
    url: '/api/v2/orders/checkout',
    token: user.token,
    body: { product_id: product.id },
  });
  expect([200, 201], answer.body).toContain(answer.statusCode);
  await t.ctx.jobs.runDue();
}

beforeAll(async () => {
  t = await buildTestApp();
  cast = await createLmsCast(t);
  products = [
    await createSaleProduct(t.ctx, {
      sellerId: cast.publisher.id,
      name: 'Belajar Memasak Rendang',
      price: 0,
    }),
  ];
});
afterAll(() => t.app.close());

describe('the library beyond products on sale', () => {
  it('continues a free course the member joined and offers a public quiz on the topic', async () => {
    const member = await createUser(t.app, t.ctx);
    const course = await cast.publicCourse({ title: 'Kursus Gratis Menulis' });
    await cast.enrol(member, course.id);
    await buy(member, products[0] as Product);
    const settings = (title: string, publicPlay: boolean) =>
      QuizSettingsInputSchema.parse({ title, public_play: publicPlay });
    const quiz = await createQuiz(t.ctx, cast.trainer.id, settings('Kuis Memasak Rendang Minang', true));
    const privateQuiz = await createQuiz(t.ctx, cast.trainer.id, settings('Latihan Memasak Rendang', false));
    const unrelated = await createQuiz(t.ctx, cast.trainer.id, settings('Kuis Astronomi Dasar', true));

    const answer = await api(t.app, {
      method: 'GET',
      url: '/api/v2/recommendations/library',
      token: member.token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const library = answer.json().data as {
      continue_courses: { kind: string; id: number; progress: number | null }[];
      quizzes: { kind: string; id: number; about: { id: number; name: string } | null }[];
    };
    expect(library.continue_courses).toContainEqual(
      expect.objectContaining({ kind: 'course', id: course.id, progress: 0 }),
    );
    const quizIds = library.quizzes.map((q) => q.id);
    expect(quizIds).toContain(quiz.id);
    expect(quizIds).not.toContain(privateQuiz.id);
    expect(quizIds).not.toContain(unrelated.id);
    expect(library.quizzes.find((q) => q.id === quiz.id)?.about).toEqual({
      id: (products[0] as Product).id,
      name: (products[0] as Product).name,
    });
  });
});
