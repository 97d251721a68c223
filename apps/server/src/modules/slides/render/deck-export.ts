import { buffer } from 'node:stream/consumers';
import { type DeckTheme, layoutSlide, type SlideContent, slideSvg } from '@pustaka/contract';
import { inArray } from 'drizzle-orm';
import { findUserSummaries } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { deckSlides, getOwnedDeck } from '../deck-rows.ts';
import { slideAssets } from '../tables.ts';

// The renderers and their libraries (pdf-lib, pptxgenjs, sharp) load on the first export, not at start.
const loadSharp = async () => (await import('sharp')).default;
const deckToPdf: typeof import('./deck-pdf.ts').deckToPdf = async (...args) =>
  (await import('./deck-pdf.ts')).deckToPdf(...args);
const deckToPptx: typeof import('./deck-pptx.ts').deckToPptx = async (...args) =>
  (await import('./deck-pptx.ts')).deckToPptx(...args);

export type DeckForExport = { title: string; author: string; theme: DeckTheme; slides: SlideContent[] };

/** The pictures a deck's slides show, already cut to the place each one fills (so no renderer crops). */
export type SlideImages = Map<number, { data: Buffer; contentType: 'image/png' | 'image/jpeg' }>;

export const EXPORT_FORMATS = {
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

/** The image box every layout gives a picture: image + text is the only one (5.6 × 4.9 in). */
const IMAGE_ASPECT = 5.6 / 4.9;

/** The deck's rows and pictures, ready for any renderer; refused while generating or without slides. */
async function deckForExport(ctx: AppContext, ownerId: number, id: number) {
  const deck = await getOwnedDeck(ctx.db, ownerId, id);
  if (deck.status === 'generating') throw new AppError('SLIDESHOW_BUSY');
  const rows = await deckSlides(ctx.db, id);
  if (rows.length === 0) throw new AppError('SLIDESHOW_EMPTY');
  const owner = (await findUserSummaries(ctx.db, [ownerId])).get(ownerId);
  const slides = rows.map((row) => row.content);
  const images = await loadImages(ctx, slides);
  const forExport: DeckForExport = {
    title: deck.title,
    author: owner?.name ?? 'Pustaka',
    theme: deck.theme,
    slides,
  };
  return { forExport, images, fileBase: fileBaseOf(deck.title) };
}

function fileBaseOf(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'slides'
  );
}

/** A deck of the owner's as a PPTX or PDF file, with a file name made from its title. */
export async function exportDeck(
  ctx: AppContext,
  ownerId: number,
  id: number,
  format: ExportFormat,
): Promise<{ data: Buffer; fileName: string; contentType: string }> {
  const { forExport, images, fileBase } = await deckForExport(ctx, ownerId, id);
  const data =
    format === 'pptx' ? await deckToPptx(forExport, images) : Buffer.from(await deckToPdf(forExport, images));
  return { data, fileName: `${fileBase}.${format}`, contentType: EXPORT_FORMATS[format] };
}

/** Cover images are this wide: the catalogue makes its card and detail sizes from it. */
const COVER_WIDTH = 1600;

/**
 * A slide drawn to PNG from the same SVG the browser preview shows (librsvg through sharp, with the
 * DejaVu Sans the slides are set in): a published deck's cover.
 */
export async function slidePng(
  content: SlideContent,
  theme: DeckTheme,
  images: SlideImages,
): Promise<Buffer> {
  const svg = slideSvg(layoutSlide(content, theme), {
    imageHref: (assetId) => {
      const image = images.get(assetId);
      return image ? `data:${image.contentType};base64,${image.data.toString('base64')}` : '';
    },
  });
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg), { density: 96 }).resize({ width: COVER_WIDTH }).png().toBuffer();
}

/** What publishing needs: the PPTX, the first slide as a PNG cover, the slide count and a file name. */
export async function renderDeck(ctx: AppContext, ownerId: number, id: number) {
  const { forExport, images, fileBase } = await deckForExport(ctx, ownerId, id);
  const first = forExport.slides[0] as SlideContent;
  const [pptx, cover] = await Promise.all([
    deckToPptx(forExport, images),
    slidePng(first, forExport.theme, images),
  ]);
  return { pptx, cover, slideCount: forExport.slides.length, fileName: `${fileBase}.pptx` };
}

async function loadImages(ctx: AppContext, slides: SlideContent[]): Promise<SlideImages> {
  const ids = [
    ...new Set(
      slides.flatMap((slide) => (slide.layout === 'image-text' && slide.image ? [slide.image.asset_id] : [])),
    ),
  ];
  const images: SlideImages = new Map();
  if (ids.length === 0) return images;
  const sharp = await loadSharp();
  const assets = await ctx.db.select().from(slideAssets).where(inArray(slideAssets.id, ids));
  await Promise.all(
    assets.map(async (asset) => {
      const stored = await ctx.storage.read(asset.storageKey);
      if (!stored) return;
      const original = await buffer(stored.body);
      const width = 1600;
      const data = await sharp(original)
        .resize({ width, height: Math.round(width / IMAGE_ASPECT), fit: 'cover' })
        .jpeg({ quality: 85 })
        .toBuffer();
      images.set(asset.id, { data, contentType: 'image/jpeg' });
    }),
  );
  return images;
}
