import type { CourseContent } from '@pustaka/contract';
import clsx from 'clsx';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckIcon, VideoIcon } from '@/components/ui/icons';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/more-icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { saveProgress } from '@/features/library/api/progress';
import { formatClock, PLAYBACK_RATES, type PlaybackRate } from '@/features/library/lib/viewer-rules';
import { usePlaylist } from './use-playlist';

/**
 * A video course: the lesson being watched, the lesson list with each lesson's progress, and the course's
 * completion. A lesson counts as done once 95% of it has played, or when the learner marks it.
 */
export function CoursePlayer({
  content,
  refresh,
}: {
  content: CourseContent;
  refresh: () => Promise<CourseContent | undefined>;
}) {
  const { t } = useTranslation();
  const lessons = content.lessons;
  const videoRef = useRef<HTMLVideoElement>(null);
  const refreshLessons = useCallback(async () => (await refresh())?.lessons, [refresh]);
  const {
    current,
    previous,
    next,
    setCurrentId,
    finished: done,
    setFinished: setDone,
    player,
  } = usePlaylist({
    entries: lessons,
    lastFileId: content.last_file_id,
    productId: content.course.id,
    mediaRef: videoRef,
    refreshEntries: refreshLessons,
    advanceOnEnd: false,
  });
  const [watched, setWatched] = useState<Map<number, number>>(
    () => new Map(lessons.map((lesson) => [lesson.id, lesson.progress?.position ?? 0])),
  );

  // The list shows how far each lesson was watched, updated as this one plays.
  if (current && Math.abs((watched.get(current.id) ?? 0) - player.time) > 5) {
    setWatched((map) => new Map(map).set(current.id, player.time));
  }

  const choose = (id: number) => {
    player.playNext();
    setCurrentId(id);
  };

  const toggleDone = async () => {
    if (!current) return;
    const completed = !done.has(current.id);
    setDone((set) => {
      const copy = new Set(set);
      if (completed) copy.add(current.id);
      else copy.delete(current.id);
      return copy;
    });
    await saveProgress(content.course.id, {
      file_id: current.id,
      position: videoRef.current?.currentTime ?? 0,
      completed,
    }).catch(() => undefined);
  };

  const percent = lessons.length ? Math.round((done.size / lessons.length) * 100) : 0;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
      <section aria-label={current?.title ?? t('viewer.course.lesson')} className="space-y-3">
        <div className="overflow-hidden rounded-2xl bg-black shadow-sm">
          {/* biome-ignore lint/a11y/useMediaCaption: lessons come without caption files */}
          <video
            ref={videoRef}
            src={player.src}
            controls
            playsInline
            preload="metadata"
            controlsList="nodownload"
            className="aspect-video w-full bg-black"
            data-testid="lesson-video"
          />
        </div>
        {player.failed ? (
          <p role="alert" className="text-sm text-red-700">
            {t('viewer.player.failed')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-xs sm:p-4">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-rose-700 uppercase">
              {t('viewer.course.lessonOf', {
                number: current ? lessons.indexOf(current) + 1 : 0,
                total: lessons.length,
              })}
            </p>
            <h2 className="truncate font-semibold text-slate-900" data-testid="lesson-title">
              {current?.title}
            </h2>
          </div>
          <div className="flex items-center gap-1.5">
            <Button
              size="sm"
              variant="outline"
              className="w-8 px-0"
              disabled={!previous}
              onClick={() => previous && choose(previous.id)}
              aria-label={t('viewer.course.previous')}
            >
              <ChevronLeftIcon className="size-4" />
            </Button>
            <select
              value={player.rate}
              onChange={(event) => player.setRate(Number(event.target.value) as PlaybackRate)}
              className="h-8 rounded-md border border-slate-300 bg-white px-1.5 text-sm"
              aria-label={t('viewer.player.speed')}
            >
              {PLAYBACK_RATES.map((value) => (
                <option key={value} value={value}>
                  {value}×
                </option>
              ))}
            </select>
            <Button
              size="sm"
              variant={current && done.has(current.id) ? 'secondary' : 'outline'}
              icon={<CheckIcon className="size-4" />}
              onClick={() => void toggleDone()}
              aria-pressed={current ? done.has(current.id) : false}
              data-testid="lesson-done"
            >
              {current && done.has(current.id) ? t('viewer.course.done') : t('viewer.course.markDone')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="w-8 px-0"
              disabled={!next}
              onClick={() => next && choose(next.id)}
              aria-label={t('viewer.course.next')}
            >
              <ChevronRightIcon className="size-4" />
            </Button>
          </div>
        </div>
      </section>

      <aside className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs lg:self-start">
        <ProgressBar
          percent={percent}
          label={t('viewer.course.completed', { done: done.size, total: lessons.length })}
        />
        <ol className="-mx-2 space-y-1">
          {lessons.map((lesson, index) => {
            const active = lesson.id === current?.id;
            const finished = done.has(lesson.id);
            const seen = watched.get(lesson.id) ?? 0;
            const share = lesson.duration_seconds ? Math.min(100, (seen / lesson.duration_seconds) * 100) : 0;
            return (
              <li key={lesson.id}>
                <button
                  type="button"
                  onClick={() => (active ? undefined : choose(lesson.id))}
                  aria-current={active ? 'true' : undefined}
                  className={clsx(
                    'flex w-full items-start gap-3 rounded-xl px-2 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600',
                    active && 'bg-rose-50/70',
                  )}
                  data-testid="lesson-item"
                >
                  <span
                    className={clsx(
                      'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                      finished
                        ? 'bg-emerald-600 text-white'
                        : active
                          ? 'bg-rose-600 text-white'
                          : 'bg-slate-100 text-slate-600',
                    )}
                  >
                    {finished ? (
                      <CheckIcon className="size-4" title={t('viewer.finished')} />
                    ) : active ? (
                      <VideoIcon className="size-4" />
                    ) : (
                      index + 1
                    )}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span
                      className={clsx(
                        'block text-sm',
                        active ? 'font-semibold text-slate-900' : 'text-slate-800',
                      )}
                    >
                      {lesson.title}
                    </span>
                    <span className="mt-1 flex items-center gap-2">
                      <span
                        className="h-1 flex-1 overflow-hidden rounded-full bg-slate-200"
                        aria-hidden="true"
                      >
                        <span
                          className={clsx('block h-full', finished ? 'bg-emerald-500' : 'bg-rose-500')}
                          style={{ width: `${finished ? 100 : share}%` }}
                        />
                      </span>
                      <span className="text-xs tabular-nums text-slate-500">
                        {formatClock(lesson.duration_seconds)}
                      </span>
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </aside>
    </div>
  );
}
