import { z } from 'zod';
import { bilingual } from './messages.ts';

/**
 * A deck is data: slides of a few layouts, each a set of elements at fixed places on a 16:9 page. The
 * browser preview, the PPTX and the PDF all draw from `slideBoxes`, so they cannot place things differently.
 */

export const SLIDE_LAYOUTS = [
  'title',
  'bullets',
  'two-columns',
  'image-text',
  'quote',
  'chart',
  'section',
] as const;
export type SlideLayout = (typeof SLIDE_LAYOUTS)[number];

export const SLIDE_TONES = ['educational', 'formal', 'casual', 'persuasive'] as const;
export type SlideTone = (typeof SLIDE_TONES)[number];

export const THEME_NAMES = ['samudra', 'senja', 'hutan', 'batu', 'kertas'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export type ThemePalette = {
  background: string;
  surface: string;
  text: string;
  muted: string;
  accent: string;
};

/** Colours of each theme; the brand colour replaces `accent` when the deck has one. */
export const THEMES: Record<ThemeName, ThemePalette> = {
  samudra: {
    background: '#0b2440',
    surface: '#12355c',
    text: '#f8fafc',
    muted: '#b6c6da',
    accent: '#38bdf8',
  },
  senja: { background: '#fff7ed', surface: '#ffedd5', text: '#431407', muted: '#9a3412', accent: '#ea580c' },
  hutan: { background: '#f0fdf4', surface: '#dcfce7', text: '#052e16', muted: '#166534', accent: '#0f766e' },
  batu: { background: '#1f2937', surface: '#374151', text: '#f9fafb', muted: '#d1d5db', accent: '#f59e0b' },
  kertas: { background: '#ffffff', surface: '#f1f5f9', text: '#0f172a', muted: '#475569', accent: '#4f46e5' },
};

/** Fonts that exist alike in the browser (self-hosted) and for LibreOffice (Debian's fonts-dejavu). */
export const SLIDE_FONT = 'DejaVu Sans';

const HEX_COLOUR = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, bilingual('Warna harus berbentuk #RRGGBB', 'A colour must look like #RRGGBB'));

export const DeckThemeSchema = z.strictObject({
  name: z.enum(THEME_NAMES),
  brand_color: HEX_COLOUR.nullable(),
});
export type DeckTheme = z.infer<typeof DeckThemeSchema>;

/** The palette a deck is drawn with. */
export function paletteOf(theme: DeckTheme): ThemePalette {
  const base = THEMES[theme.name];
  return theme.brand_color ? { ...base, accent: theme.brand_color.toLowerCase() } : base;
}

const line = (max: number) => z.string().trim().max(max);

export const ChartSchema = z.strictObject({
  kind: z.enum(['bar', 'line', 'pie']),
  labels: z.array(line(40).min(1)).min(1).max(12),
  series: z
    .array(z.strictObject({ name: line(60).min(1), values: z.array(z.number().finite()).min(1).max(12) }))
    .min(1)
    .max(4),
});
export type SlideChart = z.infer<typeof ChartSchema>;

/**
 * What a slide holds. Fields a layout does not show are kept, so switching layouts back and forth loses
 * nothing; `checkSlideContent` says what each layout needs.
 */
const slideFields = {
  layout: z.enum(SLIDE_LAYOUTS),
  title: line(160),
  subtitle: line(300),
  bullets: z.array(line(300)).max(8),
  secondary: z.array(line(300)).max(8),
  quote: z.strictObject({ text: line(400), attribution: line(120) }).nullable(),
  image: z.strictObject({ asset_id: z.number().int().positive(), alt: line(200) }).nullable(),
  chart: ChartSchema.nullable(),
  notes: z.string().max(5_000),
};

export const SlideContentSchema = z.object({
  ...slideFields,
  subtitle: slideFields.subtitle.default(''),
  bullets: slideFields.bullets.default([]),
  secondary: slideFields.secondary.default([]),
  quote: slideFields.quote.default(null),
  image: slideFields.image.default(null),
  chart: slideFields.chart.default(null),
  notes: slideFields.notes.default(''),
});
export type SlideContent = z.infer<typeof SlideContentSchema>;

/** A slide edit: only the fields sent change. */
export const SlideChangesSchema = z
  .strictObject(slideFields)
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, {
    message: bilingual('Tidak ada perubahan yang dikirim', 'No changes were sent'),
  });
export type SlideChanges = z.infer<typeof SlideChangesSchema>;

/** What is missing for a layout to show anything: empty when the slide can be drawn. */
export function checkSlideContent(content: SlideContent): string[] {
  const problems: string[] = [];
  if (content.layout !== 'quote' && content.title === '') problems.push('title');
  if (content.layout === 'quote' && !content.quote?.text) problems.push('quote');
  if (content.layout === 'chart') {
    const chart = content.chart;
    if (!chart) problems.push('chart');
    else if (chart.series.some((series) => series.values.length !== chart.labels.length)) {
      problems.push('chart.series');
    }
  }
  return problems;
}

export type Box = { x: number; y: number; w: number; h: number };

/** The page: 13.333 × 7.5 inches (PowerPoint's 16:9); boxes are in inches from the top left. */
export const SLIDE_WIDTH_IN = 13.333;
export const SLIDE_HEIGHT_IN = 7.5;

export type SlideBoxes = Partial<
  Record<
    'title' | 'subtitle' | 'body' | 'secondary' | 'image' | 'quote' | 'attribution' | 'chart' | 'band',
    Box
  >
>;

const MARGIN = 0.7;
const INNER_W = SLIDE_WIDTH_IN - 2 * MARGIN;

/** Where each element of a layout goes; every renderer draws these boxes and nothing else. */
export function slideBoxes(layout: SlideLayout): SlideBoxes {
  const heading = { x: MARGIN, y: 0.55, w: INNER_W, h: 1.1 };
  switch (layout) {
    case 'title':
      return {
        band: { x: 0, y: 5.9, w: SLIDE_WIDTH_IN, h: 0.12 },
        title: { x: MARGIN, y: 2.2, w: INNER_W, h: 1.8 },
        subtitle: { x: MARGIN, y: 4.1, w: INNER_W, h: 1.0 },
      };
    case 'section':
      return {
        band: { x: 0, y: 0, w: 0.35, h: SLIDE_HEIGHT_IN },
        title: { x: 1.2, y: 2.6, w: SLIDE_WIDTH_IN - 2.4, h: 1.5 },
        subtitle: { x: 1.2, y: 4.2, w: SLIDE_WIDTH_IN - 2.4, h: 0.9 },
      };
    case 'bullets':
      return { title: heading, body: { x: MARGIN, y: 1.9, w: INNER_W, h: 5.0 } };
    case 'two-columns': {
      const half = (INNER_W - 0.5) / 2;
      return {
        title: heading,
        body: { x: MARGIN, y: 1.9, w: half, h: 5.0 },
        secondary: { x: MARGIN + half + 0.5, y: 1.9, w: half, h: 5.0 },
      };
    }
    case 'image-text':
      return {
        title: heading,
        image: { x: MARGIN, y: 1.9, w: 5.6, h: 4.9 },
        body: { x: MARGIN + 6.0, y: 1.9, w: INNER_W - 6.0, h: 4.9 },
      };
    case 'quote':
      return {
        band: { x: MARGIN, y: 1.5, w: 0.12, h: 3.6 },
        quote: { x: MARGIN + 0.6, y: 1.5, w: INNER_W - 0.6, h: 3.6 },
        attribution: { x: MARGIN + 0.6, y: 5.3, w: INNER_W - 0.6, h: 0.7 },
      };
    case 'chart':
      return { title: heading, chart: { x: MARGIN, y: 1.9, w: INNER_W, h: 5.0 } };
  }
}

/** Font sizes in points, per element, shared by the renderers. */
export const SLIDE_FONT_SIZES = {
  title: 40,
  sectionTitle: 44,
  heading: 30,
  subtitle: 20,
  body: 20,
  quote: 30,
  attribution: 16,
} as const;

export const DeckOutlineItemSchema = z.strictObject({
  title: line(160).min(1, bilingual('Judul slide wajib diisi', 'A slide needs a title')),
  points: z.array(line(300).min(1)).max(8).default([]),
  layout: z.enum(SLIDE_LAYOUTS).optional(),
});
export type DeckOutlineItem = z.infer<typeof DeckOutlineItemSchema>;

export const DeckOutlineSchema = z
  .array(DeckOutlineItemSchema)
  .min(3, bilingual('Kerangka harus punya paling sedikit 3 slide', 'An outline needs at least 3 slides'))
  .max(40, bilingual('Paling banyak 40 slide', 'At most 40 slides'));

/**
 * Where a deck's content comes from: pasted text, a web page, a PDF uploaded first with
 * `POST /ai-slides/sources/upload` (its `upload_id`), or an ebook (PDF product) the user owns or created
 * (`GET /ai-slides/sources/ebooks` lists them). Headings and the PDF's outline become the deck's outline.
 */
export const SourceInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('pdf_upload'),
    upload_id: z.string().uuid(bilingual('Kode unggahan tidak valid', 'The upload id is not valid')),
  }),
  z.strictObject({
    kind: z.literal('ebook'),
    product_id: z.number().int().positive().max(2_147_483_647),
  }),
  z.strictObject({
    kind: z.literal('url'),
    url: z
      .string()
      .trim()
      .max(2_000)
      .url(bilingual('Alamat web tidak valid', 'The web address is not valid')),
  }),
  z.strictObject({
    kind: z.literal('text'),
    title: z.string().trim().max(200).optional(),
    text: z
      .string()
      .trim()
      .min(200, bilingual('Teks sumber minimal 200 karakter', 'A source text needs at least 200 characters'))
      .max(
        200_000,
        bilingual(
          'Teks sumber paling panjang 200.000 karakter',
          'A source text is at most 200,000 characters',
        ),
      ),
  }),
]);

export type SourceInput = z.infer<typeof SourceInputSchema>;

export const CreateSlideshowSchema = z.strictObject({
  topic: z
    .string()
    .trim()
    .min(3, bilingual('Topik minimal 3 karakter', 'A topic needs at least 3 characters'))
    .max(2_000, bilingual('Topik paling panjang 2.000 karakter', 'A topic is at most 2,000 characters')),
  audience: line(200).default(''),
  language: z.enum(['id', 'en']).default('id'),
  slide_count: z.coerce
    .number()
    .int()
    .min(3, bilingual('Paling sedikit 3 slide', 'At least 3 slides'))
    .max(40, bilingual('Paling banyak 40 slide', 'At most 40 slides'))
    .default(10),
  tone: z.enum(SLIDE_TONES).default('educational'),
  theme: DeckThemeSchema.default({ name: 'samudra', brand_color: null }),
  source: SourceInputSchema.optional(),
});
export type CreateSlideshowInput = z.infer<typeof CreateSlideshowSchema>;

export const SLIDESHOW_STATUSES = ['outline', 'generating', 'ready', 'failed'] as const;
export type SlideshowStatus = (typeof SLIDESHOW_STATUSES)[number];

export const SlideSchema = z.object({
  id: z.number().int(),
  order_index: z.number().int(),
  content: SlideContentSchema,
  updated_at: z.string(),
});
export type Slide = z.infer<typeof SlideSchema>;

export const SlideshowSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  topic: z.string(),
  language: z.enum(['id', 'en']),
  slide_count: z.number().int(),
  status: z.enum(SLIDESHOW_STATUSES),
  theme: DeckThemeSchema,
  created_at: z.string(),
  updated_at: z.string(),
});

export const SlideAssetSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SlideAsset = z.infer<typeof SlideAssetSchema>;

export const SlideshowSchema = SlideshowSummarySchema.extend({
  audience: z.string(),
  tone: z.enum(SLIDE_TONES),
  outline: z.array(DeckOutlineItemSchema),
  slides: z.array(SlideSchema),
  /** The deck's uploaded pictures, which image slides refer to by id. */
  assets: z.array(SlideAssetSchema),
  source: z.object({ kind: z.enum(['url', 'product', 'text', 'pdf']), label: z.string() }).nullable(),
  /** Who wrote the text: the built-in generator writes a draft from a bare topic that people must fill in. */
  generator: z.enum(['builtin', 'model']),
  draft: z.boolean(),
  failure: z.string().nullable(),
  /** The PPT product this deck was published as (`POST /ai-slides/slideshow/{id}/publish`), if any. */
  published_product_id: z.number().int().nullable(),
});
export type Slideshow = z.infer<typeof SlideshowSchema>;

export const SLIDE_ELEMENTS = ['title', 'bullets', 'notes'] as const;
export const RegenerateElementSchema = z.strictObject({ element: z.enum(SLIDE_ELEMENTS) });
export const ReorderSlideSchema = z.strictObject({ order_index: z.number().int().min(0).max(39) });
export const UpdateOutlineSchema = z.strictObject({ outline: DeckOutlineSchema });
export const UpdateSlideshowSchema = z
  .strictObject({ title: line(160).min(1), theme: DeckThemeSchema })
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, {
    message: bilingual('Tidak ada perubahan yang dikirim', 'No changes were sent'),
  });

export const AssetUploadQuerySchema = z.strictObject({
  slideshow_id: z.coerce.number().int().positive().max(2_147_483_647),
});
