import { randomBytes } from 'node:crypto';
import type {
  CourseContent,
  DeckRendition,
  DownloadAllowance,
  FileLink,
  FileLinkRequest,
  FilePreparing,
  OwnedContent,
  OwnedFile,
  PublicCourseContent,
} from '@pustaka/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import {
  type DeliveryFile,
  type DeliveryProduct,
  findDeliveryFile,
  findDeliveryProduct,
  listLiveFiles,
} from '#modules/catalogue/index.ts';
import { countDownload } from '#modules/orders/index.ts';
import { findAccess } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import type { Rendition } from '#platform/deck-renditions/index.ts';
import { AppError } from '#platform/errors.ts';
import { PPTX_MIME } from '#platform/media/index.ts';
import { newDownloadLinkId } from './download-budget.ts';
import { progressRows, toEntry } from './progress.ts';
import { LINK_TTL_SECONDS, type LinkClaims, type LinkPurpose, linkUrl, signLink } from './signed-links.ts';
import { STAMP_ATTEMPTS } from './stamp-jobs.ts';
import { stampedCopies } from './tables.ts';
import { type Grant, getViewedProduct, grantFor, isContent, type Viewer } from './viewer-access.ts';

export const STAMP_JOB = 'delivery.stamp-pdf';
/** How long a client waits before asking again for a copy being stamped. */
const PREPARING_RETRY_SECONDS = 2;
/** A copy whose stamping failed is tried afresh when asked for again after this long. */
const FAILED_RETRY_MS = 10 * 60_000;

/** PDFs a buyer downloads are stamped; audio and video are not. */
const needsStamp = (file: DeliveryFile) =>
  file.contentType === 'application/pdf' && (file.role === 'main' || file.role === 'deck');

/** A PowerPoint deck: browsers cannot draw it, so its viewers read the PDF the server drew of it. */
const isPptxDeck = (file: DeliveryFile) => file.role === 'deck' && file.contentType === PPTX_MIME;

function expiryOf(ctx: AppContext, purpose: LinkPurpose): number {
  return Math.floor(ctx.now().getTime() / 1000) + LINK_TTL_SECONDS[purpose];
}

function issue(ctx: AppContext, claims: LinkClaims): string {
  return linkUrl(signLink(ctx.config.authSecret, claims));
}

function allowance(ctx: AppContext, used: number): DownloadAllowance {
  const limit = ctx.config.downloadLimit;
  return { used, limit, remaining: Math.max(0, limit - used) };
}

const titleOf = (file: DeliveryFile) => file.title ?? file.originalName.replace(/\.[a-z0-9]{1,5}$/i, '');

/**
 * The name a downloaded file is saved under: the product's name (and the track's or lesson's title), not
 * whatever the creator's file was called on their disk.
 */
export function downloadName(product: DeliveryProduct, file: DeliveryFile): string {
  const extension = file.originalName.match(/\.([a-z0-9]{1,5})$/i)?.[1]?.toLowerCase() ?? 'bin';
  const base =
    file.role === 'track' || file.role === 'lesson' ? `${product.name} - ${titleOf(file)}` : product.name;
  const clean = Array.from(base, (char) =>
    char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char,
  )
    .join('')
    .replace(/[/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${clean || 'pustaka'}.${extension}`;
}

// ------------------------------------------------------------------ viewers

/** Spec: the viewer's files of an owned product, each with a signed stream address and saved progress. */
export async function ownedContent(
  ctx: AppContext,
  viewer: Viewer,
  productId: number,
): Promise<OwnedContent> {
  const { product, grant } = await getViewedProduct(ctx, viewer, productId);
  const [files, progress] = await Promise.all([
    listLiveFiles(ctx.db, product.id),
    progressRows(ctx.db, viewer.userId, product.id),
  ]);
  const expiresAt = expiryOf(ctx, 'stream');
  const byFile = new Map(progress.map((row) => [row.fileId, toEntry(row)]));
  const content = files.filter(isContent);
  const copies = grant.ownership
    ? await readingCopies(ctx, viewer.userId, grant.ownership.orderId, content.filter(needsStamp))
    : new Map<number, ReadingCopy>();
  // A deck stored before renditions existed is asked for now, so the viewer shows it as pending.
  const decks = content.filter(isPptxDeck);
  const renditions =
    decks.length > 0
      ? await ctx.renditions.ensure(decks.map((file) => file.storageKey))
      : new Map<string, Rendition>();
  const renditionOf = (file: DeliveryFile): DeckRendition | null => {
    if (!isPptxDeck(file)) return null;
    const rendition = renditions.get(file.storageKey);
    if (rendition?.status !== 'ready') {
      return { status: rendition?.status ?? 'pending', url: null, page_count: null };
    }
    return {
      status: 'ready',
      url: issue(ctx, {
        userId: viewer.userId,
        target: { kind: 'rendition', id: file.id },
        purpose: 'stream',
        expiresAt,
      }),
      page_count: rendition.pageCount,
    };
  };
  return {
    product: {
      id: product.id,
      name: product.name,
      format: product.format,
      cover_url: product.coverUrl,
      downloadable: product.downloadable,
    },
    access: grant.access,
    files: content.map(
      (file): OwnedFile => ({
        id: file.id,
        role: file.role,
        title: titleOf(file),
        position: file.position,
        content_type: file.contentType,
        size_bytes: file.sizeBytes,
        duration_seconds: file.durationSeconds,
        page_count: file.pageCount,
        slide_count: file.slideCount,
        outline: file.outline,
        stream_url: issue(ctx, {
          userId: viewer.userId,
          target: copies.has(file.id)
            ? { kind: 'copy', id: copies.get(file.id)?.id as number }
            : { kind: 'file', id: file.id },
          purpose: 'stream',
          expiresAt,
        }),
        preparing: copies.get(file.id)?.ready === false,
        rendition: renditionOf(file),
        progress: byFile.get(file.id) ?? null,
      }),
    ),
    downloads: grant.ownership ? allowance(ctx, grant.ownership.downloadCount) : null,
    last_file_id: progress.find((row) => content.some((file) => file.id === row.fileId))?.fileId ?? null,
    links_expire_at: new Date(expiresAt * 1000).toISOString(),
  };
}

type ReadingCopy = { id: number; ready: boolean };

/**
 * A buyer reads a PDF only as their stamped copy, never the file as uploaded: whatever the browser
 * receives can be saved, and a stream-only product has no other copy to trace. Opening the reader starts
 * the stamping when no download has yet (once per order and file; the copy is kept).
 */
async function readingCopies(
  ctx: AppContext,
  buyerId: number,
  orderId: number,
  files: DeliveryFile[],
): Promise<Map<number, ReadingCopy>> {
  if (files.length === 0) return new Map();
  const find = () =>
    ctx.db
      .select({ id: stampedCopies.id, fileId: stampedCopies.fileId, status: stampedCopies.status })
      .from(stampedCopies)
      .where(
        and(
          eq(stampedCopies.orderId, orderId),
          inArray(
            stampedCopies.fileId,
            files.map((file) => file.id),
          ),
        ),
      );
  let rows = await find();
  const missing = files.filter(
    (file) => !rows.some((row) => row.fileId === file.id && row.status !== 'failed'),
  );
  if (missing.length > 0) {
    for (const file of missing) await stampedCopy(ctx, buyerId, orderId, file.id);
    rows = await find();
  }
  return new Map(rows.map((row) => [row.fileId, { id: row.id, ready: row.status === 'ready' }]));
}

/** Spec: GET /courses/book/{id}/content: an owned course's lessons, playable, with progress. */
export async function courseContent(
  ctx: AppContext,
  viewer: Viewer,
  productId: number,
): Promise<CourseContent> {
  const content = await ownedContent(ctx, viewer, productId);
  if (content.product.format !== 'CRS') throw new AppError('NOT_FOUND');
  const lessons = content.files
    .filter((file) => file.role === 'lesson')
    .map((file) => ({
      id: file.id,
      title: file.title,
      position: file.position,
      duration_seconds: file.duration_seconds,
      content_type: file.content_type,
      stream_url: file.stream_url,
      progress: file.progress,
    }));
  return {
    course: {
      id: content.product.id,
      name: content.product.name,
      cover_url: content.product.cover_url,
      downloadable: content.product.downloadable,
    },
    access: content.access,
    lessons,
    completed_count: lessons.filter((lesson) => lesson.progress?.completed).length,
    last_file_id: content.last_file_id,
    links_expire_at: content.links_expire_at,
  };
}

/** Spec: GET /public/legacy-courses/book/{ref}/content: a course on sale and its lessons, no addresses. */
export async function publicCourseContent(db: DbOrTx, productId: number): Promise<PublicCourseContent> {
  const product = await findDeliveryProduct(db, productId);
  if (!product?.onSale || product.format !== 'CRS') throw new AppError('NOT_FOUND');
  const files = await listLiveFiles(db, product.id);
  return {
    course: { id: product.id, name: product.name, cover_url: product.coverUrl },
    lessons: files
      .filter((file) => file.role === 'lesson')
      .map((file) => ({
        id: file.id,
        title: titleOf(file),
        position: file.position,
        duration_seconds: file.durationSeconds,
      })),
  };
}

// ------------------------------------------------------------------ downloads

/** `object_name` is a file id, or the file's storage key as older clients send it. */
function fileRef(objectName: string): { id: number } | { storageKey: string } {
  if (/^\d{1,10}$/.test(objectName)) {
    const id = Number(objectName);
    if (id < 1 || id > 2_147_483_647) throw new AppError('NOT_FOUND');
    return { id };
  }
  return { storageKey: objectName };
}

function fileLink(
  ctx: AppContext,
  viewer: Viewer,
  product: DeliveryProduct,
  file: DeliveryFile,
  options: { copy?: { id: number; sizeBytes: number }; downloads: DownloadAllowance | null },
): FileLink {
  const expiresAt = expiryOf(ctx, 'download');
  const target = options.copy
    ? { kind: 'copy' as const, id: options.copy.id }
    : { kind: 'file' as const, id: file.id };
  return {
    status: 'ready',
    url: issue(ctx, {
      userId: viewer.userId,
      target,
      purpose: 'download',
      expiresAt,
      // A counted download sends its file once (see download-budget.ts); uncounted ones need no id.
      ...(options.downloads ? { linkId: newDownloadLinkId() } : {}),
    }),
    expires_at: new Date(expiresAt * 1000).toISOString(),
    filename: downloadName(product, file),
    content_type: file.contentType,
    size_bytes: options.copy?.sizeBytes ?? file.sizeBytes,
    stamped: options.copy !== undefined,
    downloads: options.downloads,
  };
}

/**
 * The buyer's stamped copy of a file: made on first request by a job, and kept. Answers the copy once it
 * is ready, undefined while it is being made.
 */
async function stampedCopy(ctx: AppContext, buyerId: number, orderId: number, fileId: number) {
  const [existing] = await ctx.db
    .select()
    .from(stampedCopies)
    .where(and(eq(stampedCopies.orderId, orderId), eq(stampedCopies.fileId, fileId)));
  if (existing?.status === 'ready' && existing.sizeBytes !== null) {
    return { id: existing.id, sizeBytes: existing.sizeBytes };
  }
  if (existing?.status === 'preparing') return undefined;
  if (existing?.status === 'failed') {
    if (ctx.now().getTime() - existing.createdAt.getTime() < FAILED_RETRY_MS) {
      throw new AppError('UNPROCESSABLE_FILE');
    }
    // A new row is a new job (the queue's unique key names the row), so the copy is tried once more.
    await ctx.db
      .delete(stampedCopies)
      .where(and(eq(stampedCopies.id, existing.id), eq(stampedCopies.status, 'failed')));
  }
  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(stampedCopies)
      .values({
        orderId,
        fileId,
        storageKey: `stamped/${orderId}/${fileId}-${randomBytes(8).toString('hex')}.pdf`,
        status: 'preparing',
        createdAt: ctx.now(),
      })
      .onConflictDoNothing({ target: [stampedCopies.orderId, stampedCopies.fileId] })
      .returning({ id: stampedCopies.id });
    if (created) {
      await ctx.jobs.enqueue(
        tx,
        STAMP_JOB,
        { copyId: created.id, buyerId },
        { uniqueKey: `${STAMP_JOB}:${created.id}`, maxAttempts: STAMP_ATTEMPTS },
      );
    }
  });
  return undefined;
}

/**
 * Spec: POST /gcs_jwt/download. A buyer gets a signed address for a file they own: PDFs as their own
 * stamped copy (prepared in the background; until then `preparing`), each download counted against the
 * limit. Stream-only products refuse. The creator and admins get the file as uploaded, uncounted.
 */
export async function requestDownload(
  ctx: AppContext,
  viewer: Viewer,
  request: FileLinkRequest,
): Promise<FileLink | FilePreparing> {
  const found = await findDeliveryFile(ctx.db, fileRef(request.object_name));
  if (!found) throw new AppError('NOT_FOUND');
  const { file, product } = found;
  if (request.bucket === 'samples') {
    if (file.role !== 'sample') throw new AppError('NOT_FOUND');
    const mayManage = product.sellerId === viewer.userId || viewer.roles.includes('admin');
    if (!mayManage && !(product.onSale && file.state === 'live')) throw new AppError('NOT_FOUND');
    return fileLink(ctx, viewer, product, file, { downloads: null });
  }
  if (!isContent(file)) throw new AppError('NOT_FOUND');
  const { ownership } = await grantFor(ctx.db, viewer, product);
  if (!ownership) return fileLink(ctx, viewer, product, file, { downloads: null });
  if (file.state !== 'live') throw new AppError('NOT_FOUND');
  if (!product.downloadable) throw new AppError('DOWNLOAD_NOT_ALLOWED');
  // Refused before a copy is stamped for nothing; countDownload below is what holds under concurrency.
  if (ownership.downloadCount >= ctx.config.downloadLimit) {
    throw new AppError('DOWNLOAD_LIMIT_REACHED', { details: { limit: ctx.config.downloadLimit } });
  }
  let copy: { id: number; sizeBytes: number } | undefined;
  if (needsStamp(file)) {
    copy = await stampedCopy(ctx, viewer.userId, ownership.orderId, file.id);
    if (!copy) return { status: 'preparing', retry_after_seconds: PREPARING_RETRY_SECONDS };
  }
  const used = await countDownload(ctx.db, viewer.userId, product.id, ctx.config.downloadLimit);
  return fileLink(ctx, viewer, product, file, { copy, downloads: allowance(ctx, used) });
}

/**
 * Spec: POST /publisher/gcs_jwt/download. The product's creator (or an admin) downloads any of its files as
 * uploaded, staged ones included, to check them.
 */
export async function requestCreatorDownload(
  ctx: AppContext,
  viewer: Viewer,
  request: FileLinkRequest,
): Promise<FileLink> {
  const found = await findDeliveryFile(ctx.db, fileRef(request.object_name));
  if (!found) throw new AppError('NOT_FOUND');
  const { file, product } = found;
  if (product.sellerId !== viewer.userId && !viewer.roles.includes('admin')) throw new AppError('NOT_FOUND');
  if ((request.bucket === 'samples') !== (file.role === 'sample')) throw new AppError('NOT_FOUND');
  return fileLink(ctx, viewer, product, file, { downloads: null });
}

// ------------------------------------------------------------------ signed addresses

export type SignedObject = {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  filename: string;
  purpose: LinkPurpose;
};

/**
 * What a signed link may still read. The link proved who it was issued to; whether they may have the file
 * is decided again now: a refund, a deactivated account or a replaced file ends it before it expires.
 */
export async function resolveLink(ctx: AppContext, claims: LinkClaims): Promise<SignedObject> {
  const user = await findAccess(ctx.db, claims.userId);
  if (!user?.is_active) throw new AppError('LINK_INVALID');
  const viewer: Viewer = { userId: user.id, roles: user.roles };
  let copy: typeof stampedCopies.$inferSelect | undefined;
  if (claims.target.kind === 'copy') {
    [copy] = await ctx.db.select().from(stampedCopies).where(eq(stampedCopies.id, claims.target.id));
    if (copy?.status !== 'ready' || copy.sizeBytes === null) throw new AppError('LINK_INVALID');
  }
  const found = await findDeliveryFile(ctx.db, { id: copy?.fileId ?? claims.target.id });
  if (!found) throw new AppError('LINK_INVALID');
  const { file, product } = found;
  const rendition = claims.target.kind === 'rendition';
  if (rendition && !isPptxDeck(file)) throw new AppError('LINK_INVALID');
  // Anyone may read the sample of a product on sale, as on the product page.
  const isPublicSample =
    claims.target.kind === 'file' && file.role === 'sample' && file.state === 'live' && product.onSale;
  if (!isPublicSample) {
    let grant: Grant;
    try {
      grant = await grantFor(ctx.db, viewer, product);
    } catch {
      throw new AppError('LINK_INVALID');
    }
    if (copy) {
      if (grant.ownership?.orderId !== copy.orderId) throw new AppError('LINK_INVALID');
    } else if (grant.access === 'owner') {
      if (file.state !== 'live') throw new AppError('LINK_INVALID');
      // A buyer gets a PDF only as their stamped copy, streamed or downloaded.
      if (needsStamp(file)) throw new AppError('LINK_INVALID');
      if (claims.purpose === 'download' && !product.downloadable) throw new AppError('DOWNLOAD_NOT_ALLOWED');
    }
  }
  if (rendition) {
    // Whoever may read the deck may read its PDF; it is only streamed (the deck is what is downloaded).
    const drawn = (await ctx.renditions.find(ctx.db, [file.storageKey])).get(file.storageKey);
    if (drawn?.status !== 'ready' || !drawn.pdfKey || drawn.sizeBytes === null) {
      throw new AppError('LINK_INVALID');
    }
    return {
      storageKey: drawn.pdfKey,
      contentType: 'application/pdf',
      sizeBytes: drawn.sizeBytes,
      filename: downloadName(product, file).replace(/\.[a-z0-9]{1,5}$/i, '.pdf'),
      purpose: 'stream',
    };
  }
  return {
    storageKey: copy?.storageKey ?? file.storageKey,
    contentType: file.contentType,
    sizeBytes: copy?.sizeBytes ?? file.sizeBytes,
    filename: downloadName(product, file),
    purpose: claims.purpose,
  };
}
