/** Playback speeds the players offer, slowest first. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

export function isPlaybackRate(value: unknown): value is PlaybackRate {
  return typeof value === 'number' && (PLAYBACK_RATES as readonly number[]).includes(value);
}

/** `1:05`, `12:00`, `1:02:03`; unknown or negative lengths read `0:00`. */
export function formatClock(seconds: number | null | undefined): string {
  const total = Number.isFinite(seconds) && (seconds as number) > 0 ? Math.floor(seconds as number) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/**
 * Where a player resumes: the saved second, unless the file was finished or the saved spot is within the
 * last few seconds, when it starts again from the top.
 */
export function resumeAt(
  saved: { position: number; completed: boolean } | null | undefined,
  duration: number | null | undefined,
): number {
  if (!saved || !Number.isFinite(saved.position) || saved.position <= 0) return 0;
  if (duration && duration > 0 && saved.position >= duration - 5) return 0;
  if (saved.completed && (!duration || saved.position >= duration - 5)) return 0;
  return saved.position;
}

/** A listened or watched file counts as finished once 95% of it has played (credits, silence at the end). */
export function isFinished(position: number, duration: number | null | undefined): boolean {
  return Boolean(duration && duration > 0 && position >= duration * 0.95);
}

/** The file a viewer opens first: the one open last, else the first of the list. */
export function startingFile<T extends { id: number }>(files: T[], lastFileId: number | null): T | undefined {
  return files.find((file) => file.id === lastFileId) ?? files[0];
}

/** The neighbour of a file in a list, or undefined at either end. */
export function neighbour<T extends { id: number }>(files: T[], id: number, step: 1 | -1): T | undefined {
  const index = files.findIndex((file) => file.id === id);
  return index < 0 ? undefined : files[index + step];
}

type Format = 'PDF' | 'MP3' | 'CRS' | 'PPT';

/** The viewer that opens a product of each format. */
export function viewerPathOf(format: Format, productId: number): string {
  if (format === 'MP3') return `/dashboard/audio-player/${productId}`;
  if (format === 'CRS') return `/dashboard/courses/${productId}`;
  if (format === 'PPT') return `/dashboard/slide/${productId}`;
  return `/dashboard/content/${productId}`;
}

/** A product id from a path parameter; NaN for anything but plain digits. */
export function productIdFrom(value: string | undefined): number {
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
}
