import type { LandingBlockInput, LandingPageInput } from '@pustaka/contract';
import type { FastifyInstance } from 'fastify';
import { subscriptions } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { api, createPublisher, type TestUser } from '../../test/factories.ts';

/** The seeded plan whose features include create_landing_page. */
const PUBLISHER_VIP_PLAN = 9;

/** A publisher on a plan with landing pages, active for 30 days from the app's clock. */
export async function createLandingCreator(app: FastifyInstance, ctx: AppContext): Promise<TestUser> {
  const creator = await createPublisher(app, ctx);
  const start = ctx.now();
  await ctx.db.insert(subscriptions).values({
    userId: creator.id,
    planId: PUBLISHER_VIP_PLAN,
    planName: 'Publisher VIP',
    status: 'active',
    startDate: start,
    endDate: new Date(start.getTime() + 30 * 86_400_000),
    paymentMethod: 'manual',
  });
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
