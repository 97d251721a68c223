import { IdParamSchema, ManagedProductSchema, pageOf, successEnvelope } from '@pustaka/contract';
import { z } from 'zod';

// Schemas the catalogue's route files share.

export const bearer = [{ bearer: [] }];
export const IdParams = z.object({ id: IdParamSchema.shape.id });
export const FileParams = z.object({ id: IdParamSchema.shape.id, fileId: IdParamSchema.shape.id });
export const managedEnvelope = successEnvelope(ManagedProductSchema);
export const ManagedPage = pageOf(ManagedProductSchema);
