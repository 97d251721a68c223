import type { OwnedContent, OwnedFile } from '@pustaka/contract';
import clsx from 'clsx';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CoverPlaceholder, LazyImage } from '@/components/ui/cover';
import { CheckIcon, HeadphonesIcon } from '@/components/ui/icons';
import { formatClock } from '@/features/library/lib/viewer-rules';
import { DownloadButton } from './download-button';
import { PlayerControls } from './player-controls';
import { usePlaylist } from './use-playlist';

/** What the system shows on the lock screen and in notifications, and the keys it sends back. */
function useMediaSession(
  track: OwnedFile | undefined,
  album: { name: string; cover: string | null },
  actions: {
    play: () => void;
    pause: () => void;
    previous?: () => void;
    next?: () => void;
    seek: (seconds: number) => void;
    skip: (delta: number) => void;
  },
  position: { time: number; duration: number; rate: number },
) {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
  useEffect(() => {
    if (!session || !track || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({
      title: track.title,
      artist: album.name,
      album: album.name,
      artwork: album.cover ? [{ src: album.cover, sizes: '1200x1200', type: 'image/webp' }] : [],
    });
  }, [session, track, album.name, album.cover]);

  const actionsRef = useRef(actions);
  actionsRef.current = actions;
  const hasPrevious = Boolean(actions.previous);
  const hasNext = Boolean(actions.next);
  useEffect(() => {
    if (!session) return;
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // Browsers that do not know an action refuse it; the others still work.
      }
    };
    set('play', () => actionsRef.current.play());
    set('pause', () => actionsRef.current.pause());
    set('previoustrack', hasPrevious ? () => actionsRef.current.previous?.() : null);
    set('nexttrack', hasNext ? () => actionsRef.current.next?.() : null);
    set('seekbackward', (details) => actionsRef.current.skip(-(details.seekOffset ?? 15)));
    set('seekforward', (details) => actionsRef.current.skip(details.seekOffset ?? 30));
    set('seekto', (details) => {
      if (details.seekTime !== undefined) actionsRef.current.seek(details.seekTime);
    });
    return () => {
      for (const action of [
        'play',
        'pause',
        'previoustrack',
        'nexttrack',
        'seekbackward',
        'seekforward',
        'seekto',
      ] as MediaSessionAction[]) {
        set(action, null);
      }
    };
  }, [session, hasPrevious, hasNext]);

  useEffect(() => {
    if (!session?.setPositionState || !(position.duration > 0)) return;
    try {
      session.setPositionState({
        duration: position.duration,
        position: Math.min(position.time, position.duration),
        playbackRate: position.rate,
      });
    } catch {
      // A position past the end while the length is still being read; the next update corrects it.
    }
  }, [session, position.time, position.duration, position.rate]);
}

/**
 * An audio album: the track list, a player that resumes where the listener stopped (per track, kept on the
 * server), 0.75–2× speed, and lock-screen controls through the Media Session API so it keeps playing with
 * the screen off. Streaming never counts as a download.
 */
export function AlbumPlayer({
  content,
  refresh,
}: {
  content: OwnedContent;
  /** Fetches fresh stream addresses (they expire) and answers the new list. */
  refresh: () => Promise<OwnedContent | undefined>;
}) {
  const { t } = useTranslation();
  const tracks = useMemo(() => content.files.filter((file) => file.role === 'track'), [content.files]);
  const audioRef = useRef<HTMLAudioElement>(null);
  const refreshTracks = useCallback(async () => (await refresh())?.files, [refresh]);
  const { current, previous, next, setCurrentId, finished, player } = usePlaylist({
    entries: tracks,
    lastFileId: content.last_file_id,
    productId: content.product.id,
    mediaRef: audioRef,
    refreshEntries: refreshTracks,
    advanceOnEnd: true,
  });

  const choose = useCallback(
    (id: number, autoplay = true) => {
      if (autoplay) player.playNext();
      setCurrentId(id);
    },
    [player, setCurrentId],
  );

  useMediaSession(
    current,
    { name: content.product.name, cover: content.product.cover_url },
    {
      play: () => void audioRef.current?.play(),
      pause: () => audioRef.current?.pause(),
      previous: previous ? () => choose(previous.id) : undefined,
      next: next ? () => choose(next.id) : undefined,
      seek: player.seek,
      skip: player.skip,
    },
    { time: player.time, duration: player.duration, rate: player.rate },
  );

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-6">
      <section
        aria-label={t('viewer.player.nowPlaying')}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 lg:sticky lg:top-20 lg:self-start"
      >
        <div className="mx-auto aspect-square w-full max-w-64 overflow-hidden rounded-xl bg-slate-100 shadow-sm">
          <LazyImage
            src={content.product.cover_url}
            alt=""
            className="size-full object-cover"
            fallback={<CoverPlaceholder kind="audio" />}
          />
        </div>
        <div className="text-center">
          <p className="text-xs font-semibold tracking-wide text-emerald-700 uppercase">
            {t('viewer.player.nowPlaying')}
          </p>
          <p className="mt-1 line-clamp-2 font-semibold text-slate-900" data-testid="now-playing">
            {current?.title ?? '–'}
          </p>
        </div>
        {/* biome-ignore lint/a11y/useMediaCaption: spoken-word albums come without caption files */}
        <audio ref={audioRef} src={player.src} preload="metadata" data-testid="audio-player" />
        <PlayerControls
          playing={player.playing}
          time={player.time}
          duration={player.duration}
          rate={player.rate}
          onToggle={player.toggle}
          onSeek={player.seek}
          onSkip={player.skip}
          onPrevious={previous ? () => choose(previous.id) : undefined}
          onNext={next ? () => choose(next.id) : undefined}
          onRate={player.setRate}
          disabled={!current}
        />
        {player.failed ? (
          <p role="alert" className="text-center text-sm text-red-700">
            {t('viewer.player.failed')}
          </p>
        ) : null}
        {content.product.downloadable && current ? (
          <div className="flex justify-center border-t border-slate-100 pt-3">
            <DownloadButton
              key={current.id}
              fileId={current.id}
              allowance={content.downloads}
              label={t('viewer.download.track')}
              size="sm"
              align="center"
            />
          </div>
        ) : null}
      </section>

      <section
        aria-labelledby="tracks-heading"
        className="rounded-2xl border border-slate-200 bg-white shadow-xs"
      >
        <h2
          id="tracks-heading"
          className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900"
        >
          {t('viewer.player.tracks', { total: tracks.length })}
        </h2>
        <ol className="divide-y divide-slate-100">
          {tracks.map((track, index) => {
            const active = track.id === current?.id;
            const done = finished.has(track.id);
            return (
              <li key={track.id}>
                <button
                  type="button"
                  onClick={() => (active ? player.toggle() : choose(track.id))}
                  aria-current={active ? 'true' : undefined}
                  className={clsx(
                    'flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
                    active && 'bg-emerald-50/70',
                  )}
                  data-testid="track-item"
                >
                  <span
                    className={clsx(
                      'flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                      active ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    {active && player.playing ? <HeadphonesIcon className="size-4" /> : index + 1}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span
                      className={clsx(
                        'block truncate text-sm',
                        active ? 'font-semibold text-slate-900' : 'text-slate-800',
                      )}
                    >
                      {track.title}
                    </span>
                    {track.progress && !done && track.progress.position >= 1 ? (
                      <span className="block text-xs text-slate-500">
                        {t('viewer.player.stoppedAt', { time: formatClock(track.progress.position) })}
                      </span>
                    ) : null}
                  </span>
                  {done ? (
                    <CheckIcon className="size-4 shrink-0 text-emerald-600" title={t('viewer.finished')} />
                  ) : null}
                  <span className="shrink-0 text-xs tabular-nums text-slate-500">
                    {formatClock(track.duration_seconds)}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
