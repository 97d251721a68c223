import type { Slideshow } from '@pustaka/contract';
import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatElapsed,
  type PresenterCommand,
  presenterCommand,
  stepSlide,
} from '@/features/ai-slides/lib/presenter-keys';
import { SlideView } from './slide-view';

/**
 * Both windows of one presentation (the audience's and the speaker's) show the same slide: a move in one
 * is sent to the other, and a window that opens asks the others where they are.
 */
function useSlideSync(deckId: number, current: () => number, show: (index: number) => void) {
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const next = new BroadcastChannel(`pustaka-slides-${deckId}`);
    next.onmessage = (event: MessageEvent<{ index?: unknown; hello?: unknown }>) => {
      if (typeof event.data?.index === 'number') show(event.data.index);
      else if (event.data?.hello) next.postMessage({ index: current() });
    };
    next.postMessage({ hello: true });
    channel.current = next;
    return () => {
      next.close();
      channel.current = null;
    };
  }, [deckId, current, show]);
  return useCallback((index: number) => channel.current?.postMessage({ index }), []);
}

export function toggleFullscreen(element: HTMLElement = document.documentElement): Promise<void> {
  if (document.fullscreenElement) return document.exitFullscreen().catch(() => undefined);
  if (!element.requestFullscreen) return Promise.resolve();
  return element.requestFullscreen().catch(() => undefined);
}

function useElapsed() {
  const [started, setStarted] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return { elapsed: now - started, reset: () => setStarted(Date.now()) };
}

/**
 * The presentation: one slide filling the screen, keys and clicks to move (arrows, space, Page Up/Down,
 * Home, End), `F` for fullscreen, `S` for the speaker view (notes, the next slide and a timer) and Esc to
 * leave. `view="speaker"` is the second window the speaker view can open.
 */
export function Presenter({
  deck,
  initialView = 'audience',
  onExit,
}: {
  deck: Slideshow;
  initialView?: 'audience' | 'speaker';
  onExit: () => void;
}) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const indexRef = useRef(0);
  indexRef.current = index;
  const [speaker, setSpeaker] = useState(initialView === 'speaker');
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  const { elapsed, reset } = useElapsed();
  const count = deck.slides.length;
  const current = useCallback(() => indexRef.current, []);
  const show = useCallback((next: number) => setIndex(stepSlide(next, 'stay', count)), [count]);
  const broadcast = useSlideSync(deck.id, current, show);

  const run = useCallback(
    (command: PresenterCommand) => {
      if (command === 'exit') {
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        onExit();
      } else if (command === 'speaker') setSpeaker((value) => !value);
      else if (command === 'fullscreen') void toggleFullscreen();
      else {
        const next = stepSlide(indexRef.current, command, count);
        setIndex(next);
        broadcast(next);
      }
    },
    [count, onExit, broadcast],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select')) return;
      const command = presenterCommand(event);
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    const onFullscreen = () => setFullscreen(document.fullscreenElement !== null);
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [run]);

  const slide = deck.slides[index];
  const next = deck.slides[index + 1];
  if (!slide) return null;
  const slideLabel = (n: number, title: string) =>
    t('aiSlides.present.slideLabel', { number: n, total: count, title });
  const openSpeakerWindow = () =>
    window.open(
      `/ai-slides/full-preview?id=${deck.id}&view=speaker`,
      `pustaka-speaker-${deck.id}`,
      'popup,width=1100,height=700',
    );

  const controls = (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        className="rounded-md bg-white/10 px-3 py-1.5 hover:bg-white/20"
        onClick={() => run('previous')}
        disabled={index === 0}
      >
        ← {t('common.previous')}
      </button>
      <span className="tabular-nums" data-testid="present-position">
        {index + 1} / {count}
      </span>
      <button
        type="button"
        className="rounded-md bg-white/10 px-3 py-1.5 hover:bg-white/20"
        onClick={() => run('next')}
        disabled={index === count - 1}
      >
        {t('common.next')} →
      </button>
      <button
        type="button"
        className="rounded-md bg-white/10 px-3 py-1.5 hover:bg-white/20"
        onClick={() => run('fullscreen')}
      >
        {fullscreen ? t('aiSlides.present.leaveFullscreen') : t('aiSlides.present.fullscreen')}
      </button>
      <button
        type="button"
        className="rounded-md bg-white/10 px-3 py-1.5 hover:bg-white/20"
        onClick={() => run('speaker')}
        aria-pressed={speaker}
      >
        {t('aiSlides.present.speakerView')}
      </button>
      <button
        type="button"
        className="rounded-md bg-white/10 px-3 py-1.5 hover:bg-white/20"
        onClick={() => run('exit')}
      >
        {t('aiSlides.present.exit')}
      </button>
    </div>
  );

  if (speaker) {
    return (
      <div className="flex min-h-dvh flex-col gap-4 bg-slate-950 p-4 text-white" data-testid="speaker-view">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-2xl font-bold tabular-nums">
            <span className="sr-only">{t('aiSlides.present.timer')}: </span>
            <time data-testid="speaker-timer">{formatElapsed(elapsed)}</time>
          </p>
          <button
            type="button"
            className="rounded-md bg-white/10 px-3 py-1.5 text-sm hover:bg-white/20"
            onClick={reset}
          >
            {t('aiSlides.present.resetTimer')}
          </button>
          <button
            type="button"
            className="rounded-md bg-white/10 px-3 py-1.5 text-sm hover:bg-white/20"
            onClick={openSpeakerWindow}
          >
            {t('aiSlides.present.openWindow')}
          </button>
          {controls}
        </div>
        <div className="grid flex-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-2">
            <p className="text-sm text-slate-300">{t('aiSlides.present.current')}</p>
            <SlideView
              content={slide.content}
              theme={deck.theme}
              assets={deck.assets}
              label={slideLabel(index + 1, slide.content.title)}
            />
          </div>
          <div className="space-y-4">
            <div className="space-y-2">
              <p className="text-sm text-slate-300">{t('aiSlides.present.next')}</p>
              {next ? (
                <SlideView
                  content={next.content}
                  theme={deck.theme}
                  assets={deck.assets}
                  label={slideLabel(index + 2, next.content.title)}
                  className="opacity-80"
                />
              ) : (
                <p className="rounded-lg bg-white/5 p-4 text-slate-300">{t('aiSlides.present.end')}</p>
              )}
            </div>
            <div className="space-y-1">
              <p className="text-sm text-slate-300">{t('aiSlides.present.notes')}</p>
              <div
                className="max-h-80 overflow-y-auto whitespace-pre-wrap rounded-lg bg-white/5 p-4 text-lg leading-relaxed"
                data-testid="speaker-notes"
              >
                {slide.content.notes || t('aiSlides.present.noNotes')}
              </div>
            </div>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div
      className="group relative flex h-dvh w-full flex-col items-center justify-center bg-black"
      data-testid="presenter"
    >
      {/* A click on the left third goes back, anywhere else forward, as in slide programs. */}
      <button
        type="button"
        className="flex h-full w-full items-center justify-center outline-none"
        aria-label={slideLabel(index + 1, slide.content.title)}
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          run(event.clientX - box.left < box.width / 3 ? 'previous' : 'next');
        }}
      >
        <SlideView
          content={slide.content}
          theme={deck.theme}
          assets={deck.assets}
          label={slideLabel(index + 1, slide.content.title)}
          className="max-h-dvh max-w-[calc(100dvh*16/9)] bg-black"
        />
      </button>
      <div
        className={clsx(
          'absolute inset-x-0 bottom-0 flex justify-center bg-gradient-to-t from-black/80 to-transparent p-3 text-white transition-opacity',
          fullscreen ? 'opacity-0 focus-within:opacity-100 group-hover:opacity-100' : 'opacity-100',
        )}
      >
        {controls}
      </div>
    </div>
  );
}
