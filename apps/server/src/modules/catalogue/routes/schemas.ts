import { IdParamSchema, ManagedProductSchema, pageOf, successEnvelope } from '@pustaka/contract';
import { z } from 'zod';
import type { FileRow } from '../views.ts';

// Schemas and headers the catalogue's route files share.

export const FileParams = z.object({ id: IdParamSchema.shape.id, fileId: IdParamSchema.shape.id });
export const managedEnvelope = successEnvelope(ManagedProductSchema);
export const ManagedPage = pageOf(ManagedProductSchema);

/** How a product file is sent: shown in the browser, kept by it for five minutes, by no shared cache. */
export const fileHeaders = (file: FileRow) => ({
  'cache-control': 'private, max-age=300',
  'content-disposition': `inline; filename="${encodeURIComponent(file.originalName)}"`,
});
