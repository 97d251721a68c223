import { describe, expect, it } from 'vitest';
import { api } from '#test/factories.ts';
import { book, buyer, expectOk, stranger, t, useDeliverySuite } from './test-kit.ts';

// "Lanjutkan" follows the reader: an ebook opened and left partway is there, a finished one is not.

useDeliverySuite();

const saveProgress = (body: Record<string, unknown>) =>
  expectOk(api(t.app, { method: 'PUT', url: `/api/v2/owned/${book.id}/progress`, token: buyer.token, body }));

async function continueIds(token: string): Promise<number[]> {
  const library = await expectOk(
    api(t.app, { method: 'GET', url: '/api/v2/recommendations/library', token }),
  );
  return library.continue.items.map((item: { product: { id: number } }) => item.product.id);
}

describe('Lanjutkan with reading progress', () => {
  it('lists an ebook the member is partway through until they finish it', async () => {
    expect(await continueIds(buyer.token)).not.toContain(book.id);
    await saveProgress({ file_id: book.mainId, position: 1 });
    expect(await continueIds(buyer.token)).toContain(book.id);
    // Someone else's reading is not theirs.
    expect(await continueIds(stranger.token)).not.toContain(book.id);
    await saveProgress({ file_id: book.mainId, position: 2, completed: true });
    expect(await continueIds(buyer.token)).not.toContain(book.id);
  });
});
