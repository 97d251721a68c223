import { AppError } from '#platform/errors.ts';

/** Why a file that claims an accepted type could not be read; sent as `details.reason` with the 422. */
export type UnreadableReason =
  | 'PDF_UNREADABLE'
  | 'PDF_ENCRYPTED'
  | 'NO_PAGES'
  | 'AUDIO_UNREADABLE'
  | 'VIDEO_UNREADABLE'
  | 'NO_VIDEO_TRACK'
  | 'DURATION_UNKNOWN'
  | 'ZIP_UNREADABLE'
  | 'ZIP_TOO_LARGE'
  | 'NO_SLIDES';

/** The one error every reader here throws for a damaged or unreadable file; the app answers it with 422. */
export function unreadable(reason: UnreadableReason): AppError {
  return new AppError('UNPROCESSABLE_FILE', { details: { reason } });
}
