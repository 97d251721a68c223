/** The reason an admin gives when rejecting a transfer proof (the server's OrderReviewSchema). */
export const NOTE_MIN = 3;
export const NOTE_MAX = 1000;

export type NoteProblem = 'short' | 'long';

export function noteProblem(note: string): NoteProblem | null {
  const length = note.trim().length;
  if (length < NOTE_MIN) return 'short';
  if (length > NOTE_MAX) return 'long';
  return null;
}
