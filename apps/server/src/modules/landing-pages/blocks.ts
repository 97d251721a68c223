import { hasUserInfo, isSafeLandingLink, LANDING_MAX_BLOCKS, type LandingBlock } from '@pustaka/contract';
import type { DbOrTx } from '#db/client.ts';
import { findSellerProducts } from '#modules/catalogue/index.ts';
import { AppError } from '#platform/errors.ts';
import { sanitiseHtml } from '#platform/html/sanitise-html.ts';

/** Formats a video block may point at: a course is the only product that is a video. */
const VIDEO_FORMATS = new Set(['CRS']);

/** The player address of a YouTube or Vimeo link, or undefined for anything else. */
export function videoEmbedOf(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || url.port) return undefined;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = (value: string | null | undefined, pattern: RegExp) =>
    value && pattern.test(value) ? value : undefined;
  const youtube = /^[A-Za-z0-9_-]{6,20}$/;
  let video: string | undefined;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    video =
      first === 'watch'
        ? id(url.searchParams.get('v'), youtube)
        : ['embed', 'shorts', 'live'].includes(first ?? '')
          ? id(second, youtube)
          : undefined;
  } else if (host === 'youtu.be') {
    video = id(url.pathname.slice(1), youtube);
  }
  if (video) return `https://www.youtube-nocookie.com/embed/${video}`;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = url.pathname.match(/^\/(?:video\/)?([0-9]{4,12})\/?$/)?.[1];
    if (vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  }
  return undefined;
}

/** Every address a block sends a visitor to, for the one link check. */
function linksOf(block: LandingBlock): (string | null)[] {
  switch (block.type) {
    case 'hero':
      return [block.buttonUrl];
    case 'image':
      return [block.linkUrl];
    case 'cta':
      return [block.buttonUrl];
    case 'links':
      return block.items.map((item) => item.url);
    default:
      return [];
  }
}

function imagesOf(block: LandingBlock): (string | null)[] {
  if (block.type === 'hero') return [block.image];
  if (block.type === 'image') return [block.image];
  return [];
}

function checkContact(block: Extract<LandingBlock, { type: 'contact' }>): LandingBlock {
  if (block.channel === 'whatsapp') {
    const digits = block.value.replace(/[\s()-]/g, '');
    if (!/^\+?[0-9]{8,15}$/.test(digits))
      throw new AppError('LANDING_CONTACT_INVALID', { details: { block: block.id } });
    // Indonesian numbers are written 08...; wa.me wants the country code.
    const international = digits.startsWith('+') ? digits.slice(1) : digits.replace(/^0/, '62');
    return { ...block, value: international };
  }
  if (!/^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(block.value)) {
    throw new AppError('LANDING_CONTACT_INVALID', { details: { block: block.id } });
  }
  return block;
}

/**
 * The blocks as they are stored: every limit and link checked, rich text sanitised, videos turned into
 * player addresses, products and images the creator's own. Anything wrong refuses the whole page.
 */
export async function checkBlocks(
  db: DbOrTx,
  ownerId: number,
  blocks: LandingBlock[],
): Promise<LandingBlock[]> {
  if (blocks.length > LANDING_MAX_BLOCKS) {
    throw new AppError('LANDING_TOO_MANY_BLOCKS', {
      params: { max: LANDING_MAX_BLOCKS },
      details: { max: LANDING_MAX_BLOCKS, given: blocks.length },
    });
  }
  const ids = new Set<string>();
  for (const block of blocks) {
    if (ids.has(block.id)) throw new AppError('LANDING_BLOCK_ID_DUPLICATE', { details: { block: block.id } });
    ids.add(block.id);
    for (const link of linksOf(block)) {
      if (link === null) continue;
      if (hasUserInfo(link)) {
        throw new AppError('LANDING_LINK_CREDENTIALS_REFUSED', { details: { block: block.id } });
      }
      if (!isSafeLandingLink(link))
        throw new AppError('LANDING_LINK_UNSAFE', { details: { block: block.id } });
    }
    for (const image of imagesOf(block)) {
      if (image !== null && !image.startsWith(`${ownerId}-`)) {
        throw new AppError('LANDING_IMAGE_NOT_OWNED', { details: { block: block.id } });
      }
    }
  }

  const productIds = blocks.flatMap((block) =>
    block.type === 'products'
      ? block.productIds
      : block.type === 'video' && block.productId
        ? [block.productId]
        : [],
  );
  const owned = new Map((await findSellerProducts(db, ownerId, productIds)).map((p) => [p.id, p]));

  return blocks.map((block): LandingBlock => {
    switch (block.type) {
      case 'text':
        return { ...block, html: sanitiseHtml(block.html, 'description') };
      case 'products': {
        const foreign = block.productIds.find((id) => !owned.has(id));
        if (foreign)
          throw new AppError('LANDING_PRODUCT_NOT_OWNED', { details: { block: block.id, product: foreign } });
        return { ...block, productIds: [...new Set(block.productIds)] };
      }
      case 'video': {
        if ((block.url === null) === (block.productId === null)) {
          throw new AppError('LANDING_VIDEO_UNSUPPORTED', { details: { block: block.id } });
        }
        if (block.productId !== null) {
          const product = owned.get(block.productId);
          if (!product || !VIDEO_FORMATS.has(product.format)) {
            throw new AppError('LANDING_PRODUCT_NOT_OWNED', {
              details: { block: block.id, product: block.productId },
            });
          }
          return block;
        }
        const embed = videoEmbedOf(block.url ?? '');
        if (!embed) throw new AppError('LANDING_VIDEO_UNSUPPORTED', { details: { block: block.id } });
        return { ...block, url: embed };
      }
      case 'contact':
        return checkContact(block);
      default:
        return block;
    }
  });
}
