import type { Slideshow } from '@pustaka/contract';
import clsx from 'clsx';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useReorderSlide } from '@/features/ai-slides/api/slideshows';
import { SlideView } from './slide-view';

/**
 * /ai-slides/{id}/reorder: drag a slide by its handle, or focus the handle and press the arrow keys (Home
 * and End move it to either end), as the course contents list does. Each move is saved at once.
 */
export function ReorderList({ deck }: { deck: Slideshow }) {
  const { t } = useTranslation();
  const reorder = useReorderSlide(deck.id);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const slides = deck.slides;

  const place = (from: number, to: number) => {
    const slide = slides[from];
    if (!slide || to < 0 || to >= slides.length || from === to) return;
    reorder.mutate(
      { slideId: slide.id, orderIndex: to },
      { onError: (error) => toast.error(t('aiSlides.reorder.failed'), error) },
    );
    setAnnounce(t('aiSlides.reorder.moved', { title: slide.content.title, position: to + 1 }));
    // The handle keeps the focus in the slide's new place, so the arrows can move it on.
    requestAnimationFrame(() => handles.current.get(slide.id)?.focus());
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const target =
      event.key === 'ArrowUp' || event.key === 'ArrowLeft'
        ? index - 1
        : event.key === 'ArrowDown' || event.key === 'ArrowRight'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? slides.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    place(index, target);
  };

  return (
    <>
      <p className="text-sm text-slate-600">{t('aiSlides.reorder.help')}</p>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="reorder-list">
        {slides.map((slide, index) => (
          <li
            key={slide.id}
            draggable
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(slide.id));
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) place(dragged, index);
              setDragged(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            className={clsx(
              'min-w-0 rounded-xl bg-white p-2 ring-2',
              dragged === index
                ? 'opacity-50 ring-indigo-400'
                : over === index
                  ? 'ring-indigo-600'
                  : 'ring-slate-200',
            )}
            data-testid="reorder-row"
          >
            <SlideView
              content={slide.content}
              theme={deck.theme}
              assets={deck.assets}
              label={slide.content.title}
              className="rounded-lg"
            />
            <div className="mt-2 flex items-center gap-2">
              <button
                type="button"
                ref={(node) => {
                  if (node) handles.current.set(slide.id, node);
                  else handles.current.delete(slide.id);
                }}
                className="cursor-grab rounded-md px-2 py-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-label={t('aiSlides.reorder.handle', { title: slide.content.title, position: index + 1 })}
                onKeyDown={(event) => onKey(event, index)}
              >
                ⠿
              </button>
              <span className="w-6 text-sm font-semibold text-slate-500">{index + 1}</span>
              <Link
                to={`/ai-slides/${deck.id}/edit/${slide.id}`}
                className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 hover:underline"
              >
                {slide.content.title || t('aiSlides.reorder.untitled')}
              </Link>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('aiSlides.reorder.earlier', { title: slide.content.title })}
                disabled={index === 0}
                onClick={() => place(index, index - 1)}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('aiSlides.reorder.later', { title: slide.content.title })}
                disabled={index === slides.length - 1}
                onClick={() => place(index, index + 1)}
              >
                ↓
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
