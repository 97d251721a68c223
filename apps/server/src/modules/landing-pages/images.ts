import { randomBytes } from 'node:crypto';
import type { AppContext } from '#platform/context.ts';
import { toWebp } from '#platform/images.ts';
import { LANDING_IMAGE_WIDTHS } from './render.ts';

/**
 * Stores an uploaded image at each width pages ask for (`srcset`), re-encoded as WebP. The name starts with the
 * owner's id, which is how a page proves an image is its creator's.
 */
export async function storeLandingImage(ctx: AppContext, ownerId: number, upload: Buffer): Promise<string> {
  const name = `${ownerId}-${randomBytes(8).toString('hex')}`;
  const files = await Promise.all(
    LANDING_IMAGE_WIDTHS.map(async (width) => ({
      width,
      body: await toWebp(upload, { width, height: width * 2 }, 'inside'),
    })),
  );
  for (const file of files)
    await ctx.storage.put(`landing/${name}-${file.width}.webp`, file.body, 'image/webp');
  return name;
}
