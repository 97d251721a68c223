import { ERRORS, type ErrorCode } from '#app/error-registry.ts';

/**
 * Every failure the API reports is an AppError with a machine code. One handler (app.ts) maps the code
 * to its HTTP status and a message in the caller's language, and sends the error envelope.
 */
export type ErrorSpec = { status: number } & Texts;

export { ERRORS, type ErrorCode };

/** A text in both of the app's languages. */
export type Texts = { id: string; en: string };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly params: Record<string, string | number>;
  /** A sharper text than the catalogue's for this one case, in both languages; the code stays the same. */
  readonly texts: Texts | undefined;
  constructor(
    code: ErrorCode,
    options: { message?: Texts; details?: unknown; params?: Record<string, string | number> } = {},
  ) {
    super(options.message?.en ?? ERRORS[code].en);
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = options.details;
    this.params = options.params ?? {};
    this.texts = options.message;
  }
}

export type Language = 'id' | 'en';

export function errorMessage(error: AppError, language: Language): string {
  let text = (error.texts ?? ERRORS[error.code])[language];
  for (const [key, value] of Object.entries(error.params)) text = text.replace(`{${key}}`, String(value));
  return text;
}
