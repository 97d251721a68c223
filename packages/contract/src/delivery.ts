import { z } from 'zod';
import { FileRoleSchema, OutlineItemSchema, ProductFormatSchema } from './catalogue.ts';

/**
 * Asking for a file (spec: POST /gcs_jwt/download and /publisher/gcs_jwt/download). `bucket` says which kind
 * of file: `products` for what a buyer bought (main file, tracks, lessons, deck), `samples` for a product's
 * sample. `object_name` is the file's id, or its storage key as older clients send it.
 */
export const FileLinkRequestSchema = z
  .object({
    bucket: z.enum(['products', 'samples']),
    object_name: z.string().trim().min(1).max(300),
  })
  .strict();
export type FileLinkRequest = z.infer<typeof FileLinkRequestSchema>;

/** How many downloads an ownership has used of its limit. */
export const DownloadAllowanceSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  remaining: z.number().int(),
});
export type DownloadAllowance = z.infer<typeof DownloadAllowanceSchema>;

/** A short-lived address for one file, bound to the caller; fetching it needs no other credentials. */
export const FileLinkSchema = z.object({
  status: z.literal('ready'),
  url: z.string(),
  expires_at: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** True when the file is the buyer's own copy, stamped with their name, email and order code. */
  stamped: z.boolean(),
  /** The buyer's downloads after this one; null for creators and admins, who have no limit. */
  downloads: DownloadAllowanceSchema.nullable(),
});
export type FileLink = z.infer<typeof FileLinkSchema>;

/** The buyer's stamped copy is being made; ask again after `retry_after_seconds`. */
export const FilePreparingSchema = z.object({
  status: z.literal('preparing'),
  retry_after_seconds: z.number().int(),
});
export type FilePreparing = z.infer<typeof FilePreparingSchema>;

export const ProgressEntrySchema = z.object({
  file_id: z.number().int(),
  /** A page number for PDFs, seconds for audio and video. */
  position: z.number(),
  completed: z.boolean(),
  updated_at: z.string(),
});
export type ProgressEntry = z.infer<typeof ProgressEntrySchema>;

export const ProgressSchema = z.object({
  items: z.array(ProgressEntrySchema),
  /** The file opened most recently, where a viewer resumes. */
  last_file_id: z.number().int().nullable(),
});
export type Progress = z.infer<typeof ProgressSchema>;

export const ProgressInputSchema = z
  .object({
    file_id: z.number().int().positive().max(2_147_483_647),
    position: z.number().min(0).max(10_000_000),
    completed: z.boolean().optional(),
  })
  .strict();
export type ProgressInput = z.infer<typeof ProgressInputSchema>;

/** Who is looking: a buyer, the product's creator, or an admin. */
export const ViewerAccessSchema = z.enum(['owner', 'seller', 'admin']);
export type ViewerAccess = z.infer<typeof ViewerAccessSchema>;

/**
 * A PowerPoint deck drawn as a PDF on the server (LibreOffice), so a viewer shows the real slides with pdf.js:
 * `pending` while it is made (ask again after a moment), `ready` with a signed address of the PDF,
 * `unavailable` when it cannot be made (the server has no LibreOffice, or the deck would not convert): show
 * the deck's text instead.
 */
export const DeckRenditionStatusSchema = z.enum(['pending', 'ready', 'unavailable']);
export type DeckRenditionStatus = z.infer<typeof DeckRenditionStatusSchema>;
export const DeckRenditionSchema = z.object({
  status: DeckRenditionStatusSchema,
  /** The PDF's signed address (Range requests work) once ready, under the same rules as the deck's own. */
  url: z.string().nullable(),
  /** The PDF's pages once ready: the deck's slides as shown (slides hidden in PowerPoint are left out). */
  page_count: z.number().int().nullable(),
});
export type DeckRendition = z.infer<typeof DeckRenditionSchema>;

export const OwnedFileSchema = z.object({
  id: z.number().int(),
  role: FileRoleSchema,
  title: z.string(),
  position: z.number().int(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  duration_seconds: z.number().nullable(),
  page_count: z.number().int().nullable(),
  slide_count: z.number().int().nullable(),
  outline: z.array(OutlineItemSchema),
  /** A signed address to read or play the file in the viewer (Range requests work); it expires. */
  stream_url: z.string(),
  /**
   * A buyer reads a PDF only as their own stamped copy; true while it is being made: the address works once
   * it is ready, so ask for the list again after a moment.
   */
  preparing: z.boolean(),
  /** A PowerPoint deck's PDF rendition; null for every other file (a PDF deck is drawn as it is). */
  rendition: DeckRenditionSchema.nullable(),
  progress: ProgressEntrySchema.nullable(),
});
export type OwnedFile = z.infer<typeof OwnedFileSchema>;

export const OwnedContentSchema = z.object({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    format: ProductFormatSchema,
    cover_url: z.string().nullable(),
    downloadable: z.boolean(),
  }),
  access: ViewerAccessSchema,
  /** Main file, tracks, lessons or deck, in the creator's order. */
  files: z.array(OwnedFileSchema),
  /** The buyer's download allowance; null for creators and admins. */
  downloads: DownloadAllowanceSchema.nullable(),
  last_file_id: z.number().int().nullable(),
  /** When the stream addresses stop working; the viewer asks for fresh ones before then. */
  links_expire_at: z.string(),
});
export type OwnedContent = z.infer<typeof OwnedContentSchema>;

export const LessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  duration_seconds: z.number().nullable(),
});
export type Lesson = z.infer<typeof LessonSchema>;

/** Spec: GET /public/legacy-courses/book/{ref}/content: a course's lessons without addresses. */
export const PublicCourseContentSchema = z.object({
  course: z.object({ id: z.number().int(), name: z.string(), cover_url: z.string().nullable() }),
  lessons: z.array(LessonSchema),
});
export type PublicCourseContent = z.infer<typeof PublicCourseContentSchema>;

/** Spec: GET /courses/book/{id}/content: an owned course's lessons, each playable, with progress. */
export const CourseContentSchema = z.object({
  course: z.object({
    id: z.number().int(),
    name: z.string(),
    cover_url: z.string().nullable(),
    downloadable: z.boolean(),
  }),
  access: ViewerAccessSchema,
  lessons: z.array(
    LessonSchema.extend({
      content_type: z.string(),
      stream_url: z.string(),
      progress: ProgressEntrySchema.nullable(),
    }),
  ),
  completed_count: z.number().int(),
  last_file_id: z.number().int().nullable(),
  links_expire_at: z.string(),
});
export type CourseContent = z.infer<typeof CourseContentSchema>;
