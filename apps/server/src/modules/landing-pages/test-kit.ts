import type { LandingBlockInput, LandingPageInput } from '@pustaka/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#platform/context.ts';
import { api, createPublisher, SEEDED_PLANS, subscribe, type TestUser } from '#test/factories.ts';

/** A publisher on a plan with landing pages (Publisher VIP), active for 30 days from the app's clock. */
export async function createLandingCreator(app: FastifyInstance, ctx: AppContext): Promise<TestUser> {
  const creator = await createPublisher(app, ctx);
  await subscribe(ctx, creator, SEEDED_PLANS.publisherVip);
  return creator;
}

export function pageInput(
  overrides: Partial<LandingPageInput> = {},
  blocks?: LandingBlockInput[],
): LandingPageInput {
  return {
    title: 'Kelas Menulis',
    description: 'Belajar menulis dari nol',
    slug: 'kelas-menulis',
    theme: 'light',
    brandColor: '#4F46E5',
    blocks: blocks ?? [
      { type: 'hero', id: 'hero1', title: 'Halo', text: 'Selamat datang' },
      { type: 'links', id: 'links1', items: [{ label: 'Instagram', url: 'https://instagram.com/contoh' }] },
    ],
    ...overrides,
  };
}

export function savePage(app: FastifyInstance, token: string, body: unknown, id?: number) {
  return api(app, {
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/v2/landing-pages/${id}` : '/api/v2/landing-pages',
    token,
    body,
  });
}
