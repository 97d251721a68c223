import type { AppContext } from '#platform/context.ts';
import { DEMO_ACCOUNTS, seedAccounts } from './accounts.ts';

export { DEMO_ACCOUNTS };

/**
 * First start only: the demo accounts now (they are printed once), and a function that fills the catalogue
 * through the same services a creator and a reviewer use. The catalogue takes tens of seconds to make
 * (real PDFs, MP3s, MP4s and decks), so the caller runs it after the server is listening.
 */
export async function seedDemoData(ctx: AppContext) {
  const accounts = await seedAccounts(ctx);
  if (!accounts) return undefined;
  return {
    accounts: accounts.list,
    // Loaded only on a first start: making the files needs encoders nothing else uses.
    seedCatalogue: async () => {
      const { seedCatalogue } = await import('./catalogue.ts');
      const count = await seedCatalogue(ctx, {
        adminId: accounts.adminId,
        publisherId: accounts.publisherId,
      });
      // Past sales, so the creator's statistics, buyers and payouts have something to show.
      const { seedDemoSales } = await import('./demo-sales.ts');
      await seedDemoSales(ctx, { publisherId: accounts.publisherId });
      // Two courses of the demo creator, one with the demo member part-way through it.
      const { seedLms } = await import('./lms.ts');
      await seedLms(ctx, { publisherId: accounts.publisherId, memberId: accounts.memberId });
      // Recommendation lists from the catalogue and the sales just made, without waiting for the hourly rebuild.
      const { rebuildAll } = await import('#modules/recommendations/index.ts');
      await rebuildAll(ctx.db, ctx.now());
      return count;
    },
  };
}
