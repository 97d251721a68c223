import type { Slideshow } from '@pustaka/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toggleFullscreen } from './presenter';
import { SlideView } from './slide-view';

/** /ai-slides/{id}/preview: the deck slide by slide as it will be shown and exported, and the way to present it. */
export function DeckPreview({ deck }: { deck: Slideshow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const slide = deck.slides[Math.min(index, deck.slides.length - 1)];
  if (!slide)
    return <EmptyState title={t('aiSlides.preview.empty')} description={t('aiSlides.preview.emptyText')} />;
  const at = deck.slides.indexOf(slide);
  const present = () => {
    // Fullscreen is asked for while the click is still being handled (browsers allow it only then).
    void toggleFullscreen();
    navigate(`/ai-slides/full-preview?id=${deck.id}`);
  };
  return (
    <div className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={present} data-testid="present-button">
          ▶ {t('aiSlides.preview.present')}
        </Button>
        <p className="text-sm text-slate-600">{t('aiSlides.preview.keys')}</p>
      </div>
      <SlideView
        content={slide.content}
        theme={deck.theme}
        assets={deck.assets}
        label={slide.content.title}
        className="rounded-xl shadow ring-1 ring-slate-200"
      />
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" disabled={at === 0} onClick={() => setIndex(at - 1)}>
          ← {t('common.previous')}
        </Button>
        <span className="text-sm tabular-nums text-slate-600">
          {at + 1} / {deck.slides.length}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={at === deck.slides.length - 1}
          onClick={() => setIndex(at + 1)}
        >
          {t('common.next')} →
        </Button>
      </div>
      {slide.content.notes ? (
        <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{t('aiSlides.present.notes')}</p>
          <p className="whitespace-pre-wrap">{slide.content.notes}</p>
        </div>
      ) : null}
      <ol className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2">
        {deck.slides.map((item, i) => (
          <li key={item.id} className="w-32 shrink-0">
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-current={i === at ? 'true' : undefined}
              aria-label={t('aiSlides.editor.slideLabel', { number: i + 1, title: item.content.title })}
              className={clsx(
                'block w-full overflow-hidden rounded-lg ring-2',
                i === at ? 'ring-indigo-600' : 'ring-slate-200',
              )}
            >
              <SlideView
                content={item.content}
                theme={deck.theme}
                assets={deck.assets}
                label={item.content.title}
              />
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
