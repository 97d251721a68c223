import type { ProgressEntry } from '@pustaka/contract';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useProgressSaver } from '@/features/library/api/progress';
import { isFinished, isPlaybackRate, type PlaybackRate, resumeAt } from '@/features/library/lib/viewer-rules';

const RATE_KEY = 'pustaka:playback-rate';

function storedRate(): PlaybackRate {
  try {
    const value = Number(localStorage.getItem(RATE_KEY));
    return isPlaybackRate(value) ? value : 1;
  } catch {
    return 1;
  }
}

export type PlayableItem = {
  id: number;
  url: string;
  duration: number | null;
  progress: ProgressEntry | null;
};

/**
 * Drives an <audio> or <video> element for one file at a time: resumes at the saved second, saves the
 * position while it plays (and at once on pause, end and leaving), keeps the chosen speed, and when the
 * signed address has expired asks for a fresh one and carries on from the same second.
 */
export function usePlayback({
  mediaRef,
  productId,
  item,
  onEnded,
  refreshUrl,
}: {
  mediaRef: RefObject<HTMLMediaElement | null>;
  productId: number;
  item: PlayableItem | undefined;
  onEnded?: () => void;
  refreshUrl: (id: number) => Promise<string | undefined>;
}) {
  const [src, setSrc] = useState(item?.url);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(item?.duration ?? 0);
  const [rate, setRateState] = useState<PlaybackRate>(storedRate);
  const [failed, setFailed] = useState(false);
  /** The second to seek to once the element knows the file's length. */
  const pendingSeek = useRef<number | null>(null);
  /** Keep playing after a refreshed address or the next file. */
  const resumePlaying = useRef(false);
  const refreshedFor = useRef<number | null>(null);
  const { save, flush } = useProgressSaver(productId);
  const itemRef = useRef(item);
  itemRef.current = item;
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  // A new file: its address, its length as the catalogue knows it, and where it was left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a different file restarts the player
  useEffect(() => {
    if (!item) return;
    setSrc(item.url);
    setTime(resumeAt(item.progress, item.duration));
    setDuration(item.duration ?? 0);
    setFailed(false);
    pendingSeek.current = resumeAt(item.progress, item.duration);
    refreshedFor.current = null;
  }, [item?.id]);

  const report = useCallback(
    (now: boolean, ended = false) => {
      const media = mediaRef.current;
      const current = itemRef.current;
      if (!media || !current || !Number.isFinite(media.currentTime)) return;
      const length = Number.isFinite(media.duration) ? media.duration : current.duration;
      void save(
        {
          file_id: current.id,
          position: Math.max(0, media.currentTime),
          ...(ended || isFinished(media.currentTime, length) ? { completed: true } : {}),
        },
        { now },
      );
    },
    [mediaRef, save],
  );

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const onLoaded = () => {
      if (Number.isFinite(media.duration)) setDuration(media.duration);
      media.playbackRate = rate;
      if (pendingSeek.current !== null) {
        media.currentTime = pendingSeek.current;
        pendingSeek.current = null;
      }
      if (resumePlaying.current) {
        resumePlaying.current = false;
        void media.play().catch(() => setPlaying(false));
      }
    };
    const onTime = () => {
      setTime(media.currentTime);
      if (!media.paused) report(false);
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => {
      setPlaying(false);
      if (!media.ended) report(true);
    };
    const onEnd = () => {
      setPlaying(false);
      report(true, true);
      resumePlaying.current = true;
      onEndedRef.current?.();
    };
    const onError = () => {
      const current = itemRef.current;
      if (!current) return;
      // An expired address answers 403: fetch a fresh one once, and go on from the same second.
      if (refreshedFor.current === current.id) {
        setFailed(true);
        return;
      }
      refreshedFor.current = current.id;
      pendingSeek.current = media.currentTime || pendingSeek.current;
      resumePlaying.current = !media.paused || playing;
      void refreshUrl(current.id).then((url) => {
        if (url) setSrc(url);
        else setFailed(true);
      });
    };
    media.addEventListener('loadedmetadata', onLoaded);
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('play', onPlay);
    media.addEventListener('pause', onPause);
    media.addEventListener('ended', onEnd);
    media.addEventListener('error', onError);
    return () => {
      media.removeEventListener('loadedmetadata', onLoaded);
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('play', onPlay);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('ended', onEnd);
      media.removeEventListener('error', onError);
    };
  }, [mediaRef, rate, report, refreshUrl, playing]);

  // Leaving the page keeps the spot.
  useEffect(
    () => () => {
      report(true);
      void flush();
    },
    [report, flush],
  );

  const setRate = useCallback(
    (next: PlaybackRate) => {
      setRateState(next);
      if (mediaRef.current) mediaRef.current.playbackRate = next;
      try {
        localStorage.setItem(RATE_KEY, String(next));
      } catch {
        // A private window may refuse storage; the speed still applies now.
      }
    },
    [mediaRef],
  );

  const toggle = useCallback(() => {
    const media = mediaRef.current;
    if (!media) return;
    if (media.paused) void media.play().catch(() => setPlaying(false));
    else media.pause();
  }, [mediaRef]);

  const seek = useCallback(
    (seconds: number) => {
      const media = mediaRef.current;
      if (!media) return;
      const length = Number.isFinite(media.duration) ? media.duration : duration;
      const target = Math.max(0, length ? Math.min(seconds, length) : seconds);
      media.currentTime = target;
      setTime(target);
      report(true);
    },
    [mediaRef, duration, report],
  );

  const skip = useCallback(
    (delta: number) => seek((mediaRef.current?.currentTime ?? 0) + delta),
    [seek, mediaRef],
  );

  /** Plays the next file as soon as it is loaded (a click on a track, the next button). */
  const playNext = useCallback(() => {
    resumePlaying.current = true;
  }, []);

  return { src, playing, time, duration, rate, setRate, toggle, seek, skip, playNext, failed };
}
