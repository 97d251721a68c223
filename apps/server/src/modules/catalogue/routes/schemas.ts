import { IdParamSchema, ManagedProductSchema, pageOf, successEnvelope } from '@pustaka/contract';
import { z } from 'zod';
import type { FileRow } from '../views.ts';

// Schemas and headers the catalogue's route files share.

export const FileParams = z.object({ id: IdParamSchema.shape.id, fileId: IdParamSchema.shape.id });
/** A file's title and place in its list, as a creator changes them. */
export const FileUpdateSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    position: z.number().int().min(0).max(10_000),
  })
  .partial()
  .strict();
export const managedEnvelope = successEnvelope(ManagedProductSchema);
export const ManagedPage = pageOf(ManagedProductSchema);

/** How a product file is sent: shown in the browser, kept by it for five minutes, by no shared cache. */
export const fileHeaders = (file: FileRow) => ({
  'cache-control': 'private, max-age=300',
  'content-disposition': `inline; filename="${encodeURIComponent(file.originalName)}"`,
});
