import type {
  LandingBlock,
  LandingBlockType,
  LandingPage,
  LandingPageInput,
  LandingTheme,
} from '@pustaka/contract';
import type { TFunction } from 'i18next';

/** The block types in the order the "add block" menu offers them. */
export const BLOCK_TYPES: LandingBlockType[] = [
  'hero',
  'products',
  'links',
  'text',
  'image',
  'video',
  'testimonials',
  'faq',
  'cta',
  'contact',
];

export const THEMES: LandingTheme[] = ['light', 'dark', 'sunset', 'forest'];
/** A swatch per theme for the picker: its background and text. */
export const THEME_SWATCH: Record<LandingTheme, { bg: string; text: string }> = {
  light: { bg: '#f8fafc', text: '#0f172a' },
  dark: { bg: '#0b1120', text: '#f1f5f9' },
  sunset: { bg: '#fff7ed', text: '#431407' },
  forest: { bg: '#f0fdf4', text: '#052e16' },
};
export const BRAND_COLORS = ['#4f46e5', '#0ea5e9', '#059669', '#d97706', '#e11d48', '#7c3aed', '#0f172a'];

/** A block id: short, random, unique within a page (it names the block in the counts). */
export function newBlockId(): string {
  return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
}

/**
 * A new block with what it needs to be valid where possible; blocks that need the creator's choice (an
 * image, products) start empty and the form asks for it.
 */
export function newBlock(type: LandingBlockType, t: TFunction): LandingBlock {
  const id = newBlockId();
  switch (type) {
    case 'hero':
      return {
        type,
        id,
        title: t('landing.defaults.heroTitle'),
        text: '',
        image: null,
        buttonLabel: '',
        buttonUrl: null,
      };
    case 'products':
      return { type, id, title: t('landing.defaults.productsTitle'), productIds: [] };
    case 'text':
      return { type, id, html: `<p>${t('landing.defaults.text')}</p>` };
    case 'image':
      return { type, id, image: '', alt: '', caption: '', linkUrl: null };
    case 'video':
      return { type, id, title: '', url: '', productId: null };
    case 'testimonials':
      return {
        type,
        id,
        title: t('landing.defaults.testimonialsTitle'),
        items: [{ name: '', role: '', quote: '' }],
      };
    case 'faq':
      return { type, id, title: t('landing.defaults.faqTitle'), items: [{ question: '', answer: '' }] };
    case 'links':
      return { type, id, title: '', items: [{ label: '', url: 'https://' }] };
    case 'cta':
      return {
        type,
        id,
        title: t('landing.defaults.ctaTitle'),
        text: '',
        buttonLabel: t('landing.defaults.ctaButton'),
        buttonUrl: '/',
      };
    case 'contact':
      return {
        type,
        id,
        label: t('landing.defaults.contactLabel'),
        channel: 'whatsapp',
        value: '',
        message: '',
      };
  }
}

/** A fresh page: a title, a slug from it, and a hero to start from. */
export function newPageInput(t: TFunction): LandingPageInput {
  return {
    title: t('landing.defaults.pageTitle'),
    description: '',
    slug: `halaman-${Math.random().toString(36).slice(2, 7)}`,
    theme: 'light',
    brandColor: BRAND_COLORS[0],
    blocks: [newBlock('hero', t)],
  };
}

export type PageDraft = {
  title: string;
  description: string;
  slug: string;
  theme: LandingTheme;
  brandColor: string;
  blocks: LandingBlock[];
};

export function draftOf(page: LandingPage): PageDraft {
  const { title, description, slug, theme, brandColor, blocks } = page;
  return { title, description, slug, theme, brandColor, blocks };
}

/** Moves the block at `from` to `to`, keeping the others in order. */
export function moveBlock(blocks: LandingBlock[], from: number, to: number): LandingBlock[] {
  if (from === to || from < 0 || to < 0 || from >= blocks.length || to >= blocks.length) return blocks;
  const next = [...blocks];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The page as the API takes it: empty optional links and a video's unused source become null. */
export function toInput(draft: PageDraft): LandingPageInput {
  const orNull = (value: string | null) => (value?.trim() ? value.trim() : null);
  return {
    ...draft,
    blocks: draft.blocks.map((block) => {
      switch (block.type) {
        case 'hero':
          return { ...block, buttonUrl: orNull(block.buttonUrl) };
        case 'image':
          return { ...block, linkUrl: orNull(block.linkUrl) };
        case 'video':
          return block.productId !== null ? { ...block, url: null } : { ...block, url: orNull(block.url) };
        default:
          return block;
      }
    }),
  };
}
