import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LiveClock, remainingMs } from '@/features/live-quiz/lib/live-state';

/** Re-renders every `everyMs` while `active`, returning the client's Date.now(). */
export function useNow(active: boolean, everyMs = 200): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs]);
  return now;
}

/**
 * The seconds left of the open question, by the server's clock (the client only shows it). A ring empties
 * as time runs out; paused shows the pause sign.
 */
export function Countdown({
  clock,
  totalMs,
  size = 'md',
}: {
  clock: LiveClock | null;
  totalMs: number;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const now = useNow(Boolean(clock && !clock.paused));
  const left = remainingMs(clock, now);
  const seconds = Math.ceil(left / 1000);
  const share = totalMs > 0 ? Math.min(1, left / totalMs) : 0;
  const radius = 44;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      className={clsx('relative shrink-0', size === 'lg' ? 'size-28 sm:size-36' : 'size-16 sm:size-20')}
      role="timer"
      aria-label={clock?.paused ? t('liveQuiz.clock.paused') : t('liveQuiz.clock.left', { count: seconds })}
      data-testid="countdown"
    >
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={radius} className="fill-white stroke-slate-200" strokeWidth="8" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          className={clsx(
            'transition-[stroke-dashoffset] duration-200',
            seconds <= 5 ? 'stroke-rose-500' : 'stroke-indigo-600',
          )}
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
        />
      </svg>
      <span
        className={clsx(
          'absolute inset-0 flex items-center justify-center font-bold tabular-nums text-slate-900',
          size === 'lg' ? 'text-4xl sm:text-5xl' : 'text-xl sm:text-2xl',
        )}
        aria-hidden="true"
      >
        {clock?.paused ? '❚❚' : seconds}
      </span>
    </div>
  );
}
