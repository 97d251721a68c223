import { z } from 'zod';

/**
 * `POST /ai-slides/sources/upload` (multipart, one file field `file`): the PDF is read at once and kept for
 * a day under `upload_id` (as text, never the file). The size limit is the server's EXTRACT_MAX_BYTES (a 413
 * names it in `details.limit_bytes`); a PDF without readable text is a 422 `PDF_WITHOUT_TEXT`. The id is what `POST /ai-slides/prompts` takes as `source: {kind: 'pdf_upload', upload_id}`.
 */
export const SlideSourceUploadSchema = z.object({
  upload_id: z.string(),
  file_name: z.string(),
  title: z.string().nullable(),
  page_count: z.number().int(),
  word_count: z.number().int(),
  /** Headings found (the PDF's outline, else its larger-type lines): what the outline is built from. */
  headings: z.array(z.string()),
  expires_at: z.string(),
});
export type SlideSourceUpload = z.infer<typeof SlideSourceUploadSchema>;

/** An ebook a deck can be made from: a PDF product the user bought or sells (`relation`). */
export const SlideSourceEbookSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  image_url: z.string().nullable(),
  relation: z.enum(['owned', 'created']),
  page_count: z.number().int().nullable(),
});
export type SlideSourceEbook = z.infer<typeof SlideSourceEbookSchema>;
