import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublishedSlideshow, PublishSlideshowSchema } from '@pustaka/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  addFile,
  createProduct,
  findDeliveryProduct,
  getManagedProduct,
  setCover,
  submitForReview,
  updateProduct,
} from '#modules/catalogue/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { checkUpload } from '#platform/media/check-upload.ts';
import { getOwnedDeck } from './deck-rows.ts';
import { renderDeck } from './render/deck-export.ts';
import { slideshows } from './tables.ts';

type PublishInput = z.output<typeof PublishSlideshowSchema>;

/** A product description from the deck's outline when the publisher gives none (review needs 20 characters). */
function describe(
  deck: { title: string; language: 'id' | 'en'; outline: { title: string }[] },
  slides: number,
) {
  const topics = deck.outline
    .slice(1)
    .map((item) => item.title)
    .slice(0, 12)
    .join(', ');
  return deck.language === 'id'
    ? `Presentasi ${slides} slide: ${deck.title}. Isi: ${topics}.`
    : `A ${slides}-slide presentation: ${deck.title}. Contents: ${topics}.`;
}

/**
 * Makes the deck a PPT product of the catalogue, or updates the one it was published as before: the PPTX
 * (checked like every upload) as its staged deck file, the first slide as its cover. The catalogue's own
 * review then decides, as for any upload. Only publishers sell; a member is told how to become one.
 */
export async function publishSlideshow(
  ctx: AppContext,
  principal: Principal,
  id: number,
  input: PublishInput,
): Promise<PublishedSlideshow> {
  const userId = principal.userId;
  // The deck first: an id that is not the caller's deck is a 404 whoever asks, the role matters only for theirs.
  const deck = await getOwnedDeck(ctx.db, userId, id);
  if (!principal.roles.includes('publisher')) {
    throw new AppError('PUBLISHER_ROLE_REQUIRED', {
      details: { become_creator: '/api/v2/auth/become-creator' },
    });
  }
  if (deck.status === 'generating') throw new AppError('SLIDESHOW_BUSY');
  // Rendered before anything is written: a deck that cannot be drawn leaves the catalogue untouched.
  const { pptx, cover, slideCount, fileName } = await renderDeck(ctx, userId, id);
  const name = input.name ?? deck.title;
  const description = input.description ?? describe(deck, slideCount);

  // Under the deck's lock: of two publishes at once, the second finds the product the first made.
  const { productId, created } = await ctx.db.transaction(async (tx) => {
    const locked = await getOwnedDeck(tx, userId, id, { lock: true });
    const previous = locked.publishedProductId
      ? await findDeliveryProduct(tx, locked.publishedProductId)
      : undefined;
    if (previous && previous.sellerId === userId && previous.format === 'PPT') {
      return { productId: previous.id, created: false };
    }
    const product = await createProduct(
      ctx,
      userId,
      {
        name,
        description,
        category_id: input.category_id,
        author_id: null,
        format: 'PPT',
        base_price: input.base_price,
        discount_amount: 0,
        language: deck.language,
        downloadable: true,
      },
      tx,
    );
    await tx.update(slideshows).set({ publishedProductId: product.id }).where(eq(slideshows.id, id));
    return { productId: product.id, created: true };
  });

  if (!created) {
    await updateProduct(ctx, principal, productId, {
      name,
      description,
      base_price: input.base_price,
      ...(input.category_id !== null && { category_id: input.category_id }),
    });
  }
  const file = path.join(tmpdir(), `pustaka-deck-${randomBytes(8).toString('hex')}.pptx`);
  try {
    await writeFile(file, pptx);
    const checked = await checkUpload({ path: file, role: 'deck', format: 'PPT' });
    await addFile(
      ctx,
      principal,
      productId,
      'deck',
      {
        path: file,
        originalName: fileName,
        sizeBytes: pptx.length,
        contentType: checked.mime,
        extension: checked.ext,
        info: { ...checked.info, slideCount },
      },
      undefined,
    );
  } finally {
    await rm(file, { force: true });
  }
  await setCover(ctx, principal, productId, cover);
  let product = await getManagedProduct(ctx.db, principal, productId);
  if (input.submit_for_review && product.status !== 'pending') {
    product = await submitForReview(ctx, principal, productId);
  }
  return {
    product_id: productId,
    created,
    status: product.status,
    slide_count: slideCount,
    manage_path: `/publisher/products/${productId}`,
  };
}
