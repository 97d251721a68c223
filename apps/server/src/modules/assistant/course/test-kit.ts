import type { CourseBuild, CoursePlan } from '@pustaka/contract';
import { productFiles } from '#db/schema.ts';
import type { TestApp } from '#test/build-test-app.ts';
import { createSaleProduct } from '#test/commerce-factories.ts';
import { api, type TestUser } from '#test/factories.ts';

/** An ebook for sale whose live main file is `pdf` (its pages counted as the catalogue would). */
export async function ebookWith(
  t: TestApp,
  seller: { id: number },
  pdf: Buffer,
  pageCount: number,
  name = 'Buku Uji',
) {
  const product = await createSaleProduct(t.ctx, { sellerId: seller.id, name });
  const key = `products/${product.id}/main-${Date.now().toString(36)}.pdf`;
  await t.ctx.storage.put(key, pdf, 'application/pdf');
  await t.ctx.db.insert(productFiles).values({
    productId: product.id,
    role: 'main',
    state: 'live',
    storageKey: key,
    originalName: 'buku.pdf',
    contentType: 'application/pdf',
    sizeBytes: pdf.length,
    position: 0,
    pageCount,
    createdAt: t.ctx.now(),
  });
  return { ...product, storageKey: key };
}

export const planOf = (t: TestApp, user: TestUser, body: Record<string, unknown>) =>
  api(t.app, { method: 'POST', url: '/api/v2/assistant/course-plans', token: user.token, body });

export const startBuild = (t: TestApp, user: TestUser, body: Record<string, unknown>) =>
  api(t.app, { method: 'POST', url: '/api/v2/assistant/course-builds', token: user.token, body });

export const buildOf = (t: TestApp, user: TestUser, id: string) =>
  api(t.app, { url: `/api/v2/assistant/course-builds/${id}`, token: user.token });

/** The edited plan a client sends back: the plan without what the server found. */
export function requestOf(plan: CoursePlan) {
  return { source: plan.source, course: plan.course, chapters: plan.chapters, final_quiz: plan.final_quiz };
}

/** Polls a build until it leaves `running` (the job runs in this process). */
export async function finished(
  t: TestApp,
  user: TestUser,
  id: string,
  timeoutMs = 60_000,
): Promise<CourseBuild> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await t.ctx.jobs.runDue();
    const build: CourseBuild = (await buildOf(t, user, id)).json().data;
    if (build.status !== 'running') return build;
    if (Date.now() > until) throw new Error(`build ${id} still running: ${JSON.stringify(build.steps)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
