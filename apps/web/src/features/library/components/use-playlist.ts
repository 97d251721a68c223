import type { ProgressEntry } from '@pustaka/contract';
import { type RefObject, useCallback, useMemo, useState } from 'react';
import { neighbour, startingFile } from '@/features/library/lib/viewer-rules';
import { usePlayback } from './use-playback';

/** A file a playlist can play: an album's track or a course's lesson. */
type PlaylistEntry = {
  id: number;
  stream_url: string;
  duration_seconds: number | null;
  progress: ProgressEntry | null;
};

/**
 * A list of files played one at a time: it starts where the user left off, knows the neighbours of the
 * file playing and which files are finished, and gets a fresh address when one has expired.
 */
export function usePlaylist<T extends PlaylistEntry>({
  entries,
  lastFileId,
  productId,
  mediaRef,
  refreshEntries,
  advanceOnEnd,
}: {
  entries: T[];
  lastFileId: number | null;
  productId: number;
  mediaRef: RefObject<HTMLMediaElement | null>;
  /** Fetches the list again with fresh stream addresses (they expire); stable between renders. */
  refreshEntries: () => Promise<T[] | undefined>;
  /** Whether the next file starts once one ends (an album plays on; a course waits for the learner). */
  advanceOnEnd: boolean;
}) {
  const [currentId, setCurrentId] = useState(() => startingFile(entries, lastFileId)?.id);
  const current = entries.find((entry) => entry.id === currentId) ?? entries[0];
  const [finished, setFinished] = useState<Set<number>>(
    () => new Set(entries.filter((entry) => entry.progress?.completed).map((entry) => entry.id)),
  );
  const previous = current ? neighbour(entries, current.id, -1) : undefined;
  const next = current ? neighbour(entries, current.id, 1) : undefined;

  const refreshUrl = useCallback(
    async (id: number) => (await refreshEntries())?.find((entry) => entry.id === id)?.stream_url,
    [refreshEntries],
  );
  const item = useMemo(
    () =>
      current
        ? {
            id: current.id,
            url: current.stream_url,
            duration: current.duration_seconds,
            progress: current.progress,
          }
        : undefined,
    [current],
  );
  const player = usePlayback({
    mediaRef,
    productId,
    item,
    refreshUrl,
    onEnded: () => {
      if (current) setFinished((done) => new Set(done).add(current.id));
      if (advanceOnEnd && next) setCurrentId(next.id);
    },
  });

  return { current, previous, next, setCurrentId, finished, setFinished, player };
}
