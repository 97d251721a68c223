import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileRole, type ProductFormat, ProductInputSchema } from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertMayOfferStreamOnly } from '#modules/subscriptions/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { capFor, streamReceivedFile } from '#platform/http/upload-streamer.ts';
import { uploadLimitFor } from '#platform/media/index.ts';
import { addFile, setCover } from './product-files.ts';
import { createProduct, deleteProduct, getManagedProduct } from './products.ts';

/** The same limit as `POST /books/{id}/cover`. */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
/** The one content file a new product may bring, by format: what `POST /books/{id}/files` calls its role. */
const CONTENT_ROLE: Record<ProductFormat, FileRole> = {
  PDF: 'main',
  MP3: 'track',
  CRS: 'lesson',
  PPT: 'deck',
};
const NUMBER_FIELDS = new Set(['base_price', 'discount_amount', 'category_id', 'author_id']);
const NULLABLE_FIELDS = new Set(['category_id', 'author_id']);
/** The largest content file of any format: busboy's own cut-off; each file's real cap is set per part. */
const LARGEST_FILE = Math.max(
  ...(['PDF', 'MP3', 'CRS', 'PPT'] as const).map((format) =>
    uploadLimitFor({ format, role: CONTENT_ROLE[format] }),
  ),
);

/** Passes the first `cap` bytes on and drops the rest, so the request is still read to its end. */
class CapBytes extends Transform {
  seen = 0;
  constructor(private readonly cap: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const room = this.cap - this.seen;
    this.seen += chunk.length;
    done(null, room > 0 ? chunk.subarray(0, room) : undefined);
  }
  get over(): boolean {
    return this.seen > this.cap;
  }
}

/** Form fields are text: numbers, `true`/`false` and an empty or `null` id become what the JSON body holds. */
function inputOf(fields: Map<string, string>): z.output<typeof ProductInputSchema> {
  const raw: Record<string, unknown> = {};
  for (const [name, value] of fields) {
    if (NULLABLE_FIELDS.has(name) && (value === '' || value === 'null')) raw[name] = null;
    else if (NUMBER_FIELDS.has(name) && /^\d{1,12}$/.test(value)) raw[name] = Number(value);
    else if (name === 'downloadable' && (value === 'true' || value === 'false')) raw[name] = value === 'true';
    else raw[name] = value;
  }
  const parsed = ProductInputSchema.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({
      field: ['body', ...issue.path].join('.'),
      message: issue.message,
    }));
    throw new AppError('VALIDATION_ERROR', { details });
  }
  return parsed.data;
}

async function readCover(stream: Readable): Promise<Buffer> {
  const capped = new CapBytes(COVER_MAX_BYTES);
  const chunks: Buffer[] = [];
  await pipeline(stream, capped, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk);
  });
  if (capped.over) throw new AppError('PAYLOAD_TOO_LARGE', { details: { limit_bytes: COVER_MAX_BYTES } });
  return Buffer.concat(chunks);
}

/**
 * `POST /books/` as a multipart form: the product's fields first, then its `cover` (an image) and its
 * content `file` (the format's main file, first track, first lesson or deck), each at most once. The
 * product is made when the first file arrives, each file is checked and stored as the single-file routes
 * do, and if any of it is refused the product goes again, so a refused form leaves nothing behind.
 */
export async function createProductFromForm(ctx: AppContext, request: FastifyRequest, principal: Principal) {
  const fields = new Map<string, string>();
  const seenFiles = new Set<string>();
  let product: { id: number; format: ProductFormat } | undefined;
  const create = async () => {
    const input = inputOf(fields);
    if (input.downloadable === false) await assertMayOfferStreamOnly(ctx, principal);
    const created = await createProduct(ctx, principal.userId, input);
    return { id: created.id, format: input.format };
  };
  try {
    const parts = request.parts({
      limits: { fileSize: LARGEST_FILE, files: 2, fields: 12, parts: 14 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (product || fields.has(part.fieldname) || typeof part.value !== 'string')
          throw fieldRefused(
            part.fieldname,
            'Isian dikirim dua kali atau sesudah berkas',
            'A field sent twice or after a file',
          );
        fields.set(part.fieldname, part.value);
        continue;
      }
      if (!['cover', 'file'].includes(part.fieldname) || seenFiles.has(part.fieldname))
        throw fieldRefused(
          part.fieldname,
          'Berkas hanya boleh `cover` dan `file`, masing-masing sekali',
          'Files go in `cover` and `file`, once each',
        );
      seenFiles.add(part.fieldname);
      product ??= await create();
      if (part.fieldname === 'cover') {
        await setCover(ctx, principal, product.id, await readCover(part.file));
        continue;
      }
      const role = CONTENT_ROLE[product.format];
      // A new product has no file this one could replace.
      const target = { kind: { role, format: product.format }, creatorId: principal.userId, replacing: 0 };
      const cap = await capFor(ctx, target);
      const capped = new CapBytes(cap.cap);
      const received = {
        stream: part.file,
        through: capped,
        filename: part.filename,
        truncated: () => capped.over,
      };
      const id = product.id;
      await streamReceivedFile(ctx, received, target, cap, (upload) =>
        addFile(ctx, principal, id, role, upload, undefined),
      );
    }
    product ??= await create();
    return await getManagedProduct(ctx.db, principal, product.id);
  } catch (error) {
    if (product) await deleteProduct(ctx, principal, product.id, { force: true }).catch(() => undefined);
    throw error;
  }
}

function fieldRefused(field: string, id: string, en: string): AppError {
  return new AppError('VALIDATION_ERROR', {
    details: [{ field: `body.${field.slice(0, 60)}`, message: `${id} / ${en}` }],
  });
}
