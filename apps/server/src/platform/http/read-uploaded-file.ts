import type { FastifyRequest } from 'fastify';
import { AppError } from '#platform/errors.ts';

export type UploadedFileLimits = {
  /** The multipart field the file must come in. */
  field: string;
  maxBytes: number;
  /** Name the limit in the 413's details (`limit_bytes`). */
  reportLimit?: boolean;
  /** Refuse an empty file here; without it, the caller's check of the content answers for it. */
  refuseEmpty?: boolean;
};

/**
 * Reads the one file of a multipart request into memory (so `maxBytes` is small: images, receipts). No text
 * fields are accepted; one (say, an image sent as a data URL instead of a file) means the file is missing.
 */
export async function readUploadedFile(request: FastifyRequest, limits: UploadedFileLimits): Promise<Buffer> {
  return (await readNamedUpload(request, limits)).data;
}

/** As readUploadedFile, with the name the sender gave the file (for showing it back, never for storing). */
export async function readNamedUpload(
  request: FastifyRequest,
  { field, maxBytes, reportLimit = false, refuseEmpty = false }: UploadedFileLimits,
): Promise<{ data: Buffer; fileName: string }> {
  const missing = () => new AppError('FILE_REQUIRED', { details: { field } });
  const noTextFields = (error: { code?: string }) => {
    throw error.code === 'FST_FIELDS_LIMIT' ? missing() : error;
  };
  const file = await request
    .file({ limits: { fileSize: maxBytes, files: 1, fields: 0 }, throwFileSizeLimit: false })
    .catch(noTextFields);
  if (file?.fieldname !== field) throw missing();
  const body = await file.toBuffer().catch(noTextFields);
  if (file.file.truncated) {
    throw new AppError('PAYLOAD_TOO_LARGE', reportLimit ? { details: { limit_bytes: maxBytes } } : undefined);
  }
  if (refuseEmpty && body.length === 0) throw missing();
  return { data: body, fileName: file.filename };
}
