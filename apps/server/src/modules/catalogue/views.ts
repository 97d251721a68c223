import {
  FORMAT_LABELS,
  type ManagedProduct,
  type OutlineItem,
  type ProductCard,
  type ProductDetail,
  type ProductFile,
  type ProductFormat,
  type ProductStatus,
} from '@pustaka/contract';
import type { UserSummary } from '#modules/users/index.ts';
import type { categories, productFiles, products } from './tables.ts';

/** A product as read for views: the search vectors stay in the database. */
export type ProductRow = Omit<typeof products.$inferSelect, 'search' | 'nameSearch'>;
export type FileRow = typeof productFiles.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
/** What a card shows of a product row. */
export type CardFields = Pick<
  ProductRow,
  | 'id'
  | 'name'
  | 'slug'
  | 'categoryId'
  | 'coverKey'
  | 'format'
  | 'basePrice'
  | 'discountAmount'
  | 'price'
  | 'language'
  | 'sellerId'
  | 'salesCount'
  | 'publishedAt'
>;

export const coverUrl = (imageName: string | null, size: 'card' | 'detail') =>
  imageName ? `/api/v2/public/image-proxy/cover/${imageName}-${size}.webp` : null;

/** The cover's base name (`{product}-{random}`); the stored files add `-card.webp` / `-detail.webp`. */
export const imageNameOf = (coverKey: string | null) =>
  coverKey ? coverKey.replace(/^cover\//, '').replace(/-(card|detail)\.webp$/, '') : null;

export function toCard(
  row: CardFields,
  category: Pick<CategoryRow, 'name'> | undefined,
  seller: UserSummary | undefined,
  author: ProductCard['author'] = null,
): ProductCard {
  const imageName = imageNameOf(row.coverKey);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    category: category?.name ?? 'Unknown Creator',
    category_id: row.categoryId,
    image_name: imageName,
    cover_url: coverUrl(imageName, 'card'),
    format: row.format as ProductFormat,
    product_format: FORMAT_LABELS[row.format as ProductFormat],
    base_price: row.basePrice,
    discount_amount: row.discountAmount,
    price: row.price,
    language: row.language === 'en' ? 'en' : 'id',
    seller: { id: row.sellerId, name: seller?.name ?? 'User', avatar_url: seller?.avatarUrl ?? null },
    author,
    sales_count: row.salesCount,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

const sumDurations = (files: FileRow[]) =>
  files.some((f) => f.durationSeconds !== null)
    ? files.reduce((total, f) => total + (f.durationSeconds ?? 0), 0)
    : null;

/** The public detail: only live files count, staged ones are not on sale yet. */
export function toDetail(card: ProductCard, row: ProductRow, allFiles: FileRow[]): ProductDetail {
  const files = allFiles.filter((f) => f.state === 'live');
  const byPosition = (a: FileRow, b: FileRow) => a.position - b.position || a.id - b.id;
  const main = files.find((f) => f.role === 'main' || f.role === 'deck');
  const tracks = files.filter((f) => f.role === 'track').sort(byPosition);
  const lessons = files.filter((f) => f.role === 'lesson').sort(byPosition);
  const sample = files.find((f) => f.role === 'sample');
  return {
    ...card,
    cover_large_url: coverUrl(card.image_name, 'detail'),
    description_html: row.descriptionHtml,
    downloadable: row.downloadable,
    page_count: main?.pageCount ?? null,
    slide_count: main?.slideCount ?? null,
    duration_seconds:
      row.format === 'MP3' ? sumDurations(tracks) : row.format === 'CRS' ? sumDurations(lessons) : null,
    outline: (main?.outline as OutlineItem[] | null) ?? [],
    tracks: tracks.map((f) => ({
      id: f.id,
      title: f.title ?? f.originalName,
      duration_seconds: f.durationSeconds,
      position: f.position,
    })),
    lessons: lessons.map((f) => ({
      id: f.id,
      title: f.title ?? f.originalName,
      duration_seconds: f.durationSeconds,
      position: f.position,
    })),
    sample: sample
      ? { url: `/api/v2/public/books/${row.id}/sample`, content_type: sample.contentType }
      : null,
  };
}

export function toFile(file: FileRow): ProductFile {
  return {
    id: file.id,
    role: file.role as ProductFile['role'],
    title: file.title,
    original_name: file.originalName,
    content_type: file.contentType,
    size_bytes: file.sizeBytes,
    position: file.position,
    duration_seconds: file.durationSeconds,
    page_count: file.pageCount,
    slide_count: file.slideCount,
    state: file.state === 'live' ? 'live' : 'staged',
  };
}

/** The creator's and the admin's view: the detail as it will look once staged files go live, plus state. */
export function toManaged(card: ProductCard, row: ProductRow, files: FileRow[]): ManagedProduct {
  const preview = files.map((f) => ({ ...f, state: 'live' }));
  const staged = files.filter((f) => f.state === 'staged');
  // Files replaced by a staged one of the same single-file role are hidden from the preview.
  const replaced = new Set(
    files
      .filter((f) => f.state === 'live' && ['main', 'sample', 'deck'].includes(f.role))
      .filter((f) => staged.some((s) => s.role === f.role))
      .map((f) => f.id),
  );
  return {
    ...toDetail(
      card,
      row,
      preview.filter((f) => !replaced.has(f.id)),
    ),
    status: row.status as ProductStatus,
    is_active: row.isActive,
    is_published: row.isPublished,
    rejection_reason: row.rejectionReason,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    has_staged_changes: staged.length > 0,
    files: files.map(toFile),
    revenue: row.revenue,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
