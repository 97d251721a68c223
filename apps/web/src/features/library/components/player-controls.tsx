import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/more-icons';
import { formatClock, PLAYBACK_RATES, type PlaybackRate } from '@/features/library/lib/viewer-rules';

const round =
  'inline-flex items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40';

function PlayIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}

function PauseIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function SkipLabel({ seconds }: { seconds: number }) {
  return (
    <span aria-hidden="true" className="text-xs font-bold tabular-nums">
      {seconds > 0 ? `+${seconds}` : seconds}
    </span>
  );
}

/** Seek bar, times, previous / back / play / forward / next, and the speed. */
export function PlayerControls({
  playing,
  time,
  duration,
  rate,
  onToggle,
  onSeek,
  onSkip,
  onPrevious,
  onNext,
  onRate,
  disabled,
  tone = 'light',
}: {
  playing: boolean;
  time: number;
  duration: number;
  rate: PlaybackRate;
  onToggle: () => void;
  onSeek: (seconds: number) => void;
  onSkip: (delta: number) => void;
  onPrevious?: () => void;
  onNext?: () => void;
  onRate: (rate: PlaybackRate) => void;
  disabled?: boolean;
  tone?: 'light' | 'dark';
}) {
  const { t } = useTranslation();
  const max = duration > 0 ? duration : 0;
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2 sm:gap-3">
        <span className="w-12 text-right text-xs tabular-nums text-slate-600" data-testid="player-time">
          {formatClock(time)}
        </span>
        <input
          type="range"
          min={0}
          max={max || 1}
          step={0.1}
          value={Math.min(time, max || 1)}
          disabled={disabled || !max}
          onChange={(event) => onSeek(Number(event.target.value))}
          aria-label={t('viewer.player.seek')}
          aria-valuetext={`${formatClock(time)} / ${formatClock(duration)}`}
          className="h-2 min-w-0 flex-1 cursor-pointer accent-indigo-600"
          data-testid="player-seek"
        />
        <span className="w-12 text-xs tabular-nums text-slate-600">{formatClock(duration)}</span>
      </div>
      <div className="flex items-center justify-center">
        <div className="flex items-center gap-1 sm:gap-2">
          <button
            type="button"
            className={clsx(round, 'size-9')}
            onClick={onPrevious}
            disabled={disabled || !onPrevious}
            aria-label={t('viewer.player.previous')}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            className={clsx(round, 'size-9')}
            onClick={() => onSkip(-15)}
            disabled={disabled}
            aria-label={t('viewer.player.back', { seconds: 15 })}
          >
            <SkipLabel seconds={-15} />
          </button>
          <button
            type="button"
            onClick={onToggle}
            disabled={disabled}
            aria-label={playing ? t('viewer.player.pause') : t('viewer.player.play')}
            className={clsx(
              'inline-flex size-12 items-center justify-center rounded-full shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50',
              tone === 'dark' ? 'bg-white text-slate-900' : 'bg-indigo-600 text-white hover:bg-indigo-700',
            )}
            data-testid="player-toggle"
          >
            {playing ? <PauseIcon className="size-6" /> : <PlayIcon className="size-6" />}
          </button>
          <button
            type="button"
            className={clsx(round, 'size-9')}
            onClick={() => onSkip(30)}
            disabled={disabled}
            aria-label={t('viewer.player.forward', { seconds: 30 })}
          >
            <SkipLabel seconds={30} />
          </button>
          <button
            type="button"
            className={clsx(round, 'size-9')}
            onClick={onNext}
            disabled={disabled || !onNext}
            aria-label={t('viewer.player.next')}
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
      <div className="flex justify-center">
        <label className="flex items-center gap-2 text-xs font-medium text-slate-600">
          {t('viewer.player.speed')}
          <select
            value={rate}
            onChange={(event) => onRate(Number(event.target.value) as PlaybackRate)}
            className="h-8 rounded-md border border-slate-300 bg-white px-1.5 text-sm text-slate-800"
            data-testid="player-speed"
          >
            {PLAYBACK_RATES.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
