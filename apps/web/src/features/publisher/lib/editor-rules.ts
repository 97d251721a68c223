import type { FileRole, ManagedProduct, ProductFile, ProductFormat } from '@pustaka/contract';

const MB = 1024 * 1024;

/** Which files each format takes, in the order the editor shows them. */
export const ROLES_BY_FORMAT: Record<ProductFormat, FileRole[]> = {
  PDF: ['main', 'sample'],
  MP3: ['track', 'sample'],
  CRS: ['lesson', 'sample'],
  PPT: ['deck', 'sample'],
};

/** Roles that hold many files in an order (an album's tracks, a course's lessons). */
export function isOrderedRole(role: FileRole): boolean {
  return role === 'track' || role === 'lesson';
}

interface FileRule {
  extensions: string[];
  maxBytes: number;
}

/** What the server accepts per format and role (it checks the real content again). */
export function fileRule(format: ProductFormat, role: FileRole): FileRule {
  if (role === 'sample') {
    const extensions = format === 'MP3' ? ['mp3'] : format === 'CRS' ? ['mp4', 'webm'] : ['pdf'];
    return { extensions, maxBytes: 50 * MB };
  }
  if (format === 'MP3') return { extensions: ['mp3'], maxBytes: 500 * MB };
  if (format === 'CRS') return { extensions: ['mp4', 'webm'], maxBytes: 2048 * MB };
  if (format === 'PPT') return { extensions: ['pptx', 'pdf'], maxBytes: 200 * MB };
  return { extensions: ['pdf'], maxBytes: 200 * MB };
}

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The file picker's accept attribute for a role. */
export function acceptFor(format: ProductFormat, role: FileRole): string {
  const { extensions } = fileRule(format, role);
  return [...extensions.map((ext) => `.${ext}`), ...extensions.map((ext) => MIME_BY_EXTENSION[ext])].join(
    ',',
  );
}

export type FileProblem = 'empty' | 'type' | 'size';

/** Checked before sending so a wrong or huge file is refused at once, not after minutes of upload. */
export function checkFile(
  file: { name: string; size: number },
  format: ProductFormat,
  role: FileRole,
): FileProblem | null {
  const rule = fileRule(format, role);
  if (file.size === 0) return 'empty';
  const extension = file.name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  if (!rule.extensions.includes(extension)) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/** A title from a file name: no extension, separators as spaces. "01_bab-satu.mp3" → "01 bab satu". */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** Files of one role in their order. */
export function filesOfRole(files: ProductFile[], role: FileRole): ProductFile[] {
  return files.filter((file) => file.role === role).sort((a, b) => a.position - b.position || a.id - b.id);
}

/**
 * Moves a file one step up or down and returns the position changes to send: every file whose position
 * differs from its new index, so duplicate or gappy positions are healed on the way.
 */
export function reorderChanges(
  files: ProductFile[],
  fileId: number,
  direction: -1 | 1,
): { fileId: number; position: number }[] {
  const index = files.findIndex((file) => file.id === fileId);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= files.length) return [];
  const order = [...files];
  const [moved] = order.splice(index, 1);
  if (!moved) return [];
  order.splice(target, 0, moved);
  return order
    .map((file, position) => ({ fileId: file.id, position, before: file.position }))
    .filter((change) => change.position !== change.before)
    .map(({ fileId: id, position }) => ({ fileId: id, position }));
}

/** Items the server lists as missing on submit (`details[].field`): file:main, cover, description. */
export function missingFromDetails(details: unknown): string[] {
  if (!Array.isArray(details)) return [];
  return details
    .map((item) => (item && typeof item === 'object' ? (item as { field?: unknown }).field : undefined))
    .filter((field): field is string => typeof field === 'string');
}

/** The same checklist the server applies before review, so the editor can show it before sending. */
export function reviewChecklist(product: ManagedProduct): { key: string; done: boolean }[] {
  const needed = ROLES_BY_FORMAT[product.format][0] as FileRole;
  return [
    { key: 'cover', done: Boolean(product.image_name) },
    { key: `file:${needed}`, done: product.files.some((file) => file.role === needed) },
    { key: 'description', done: plainTextLength(product.description_html) >= 20 },
  ];
}

/**
 * Visible characters of an HTML fragment, counted the way the server counts a description: the end of a
 * block or a line break separates words, other tags add nothing, a non-breaking space is a space, and runs
 * of spaces count once.
 */
export function plainTextLength(html: string): number {
  return html
    .replace(/<\/(p|li|h[2-4]|blockquote|pre)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&[a-z#0-9]+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim().length;
}

export type StatusView = 'draft' | 'pending' | 'pendingUpdate' | 'approved' | 'approvedStaged' | 'rejected';

/** Which banner a product gets: the review state plus whether a version is on sale or waiting. */
export function statusView(
  product: Pick<ManagedProduct, 'status' | 'is_published' | 'has_staged_changes'>,
): StatusView {
  if (product.status === 'pending') return product.is_published ? 'pendingUpdate' : 'pending';
  if (product.status === 'approved') return product.has_staged_changes ? 'approvedStaged' : 'approved';
  return product.status;
}

/** Whether "Kirim untuk ditinjau" makes sense now. */
export function canSubmit(product: Pick<ManagedProduct, 'status' | 'has_staged_changes'>): boolean {
  if (product.status === 'pending') return false;
  if (product.status === 'approved') return product.has_staged_changes;
  return true;
}
