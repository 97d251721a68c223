import type { Slideshow } from '@pustaka/contract';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useGenerateSlides, useSaveOutline } from '@/features/ai-slides/api/slideshows';
import {
  OUTLINE_MAX_POINTS,
  OUTLINE_MAX_SLIDES,
  OUTLINE_MIN_SLIDES,
  type OutlineProblem,
  outlineProblems,
  outlineReducer,
  outlineState,
  toOutline,
} from '@/features/ai-slides/lib/outline-reducer';
import { GenerationProgress } from './generation-progress';

/** /ai-slides/{id}/outline: titles and key points per slide, then the slides written from them. */
export function OutlineEditor({ deck }: { deck: Slideshow }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(outlineReducer, deck.outline, outlineState);
  const save = useSaveOutline(deck.id);
  const generate = useGenerateSlides(deck.id);
  const busy = deck.status === 'generating';
  const problems = outlineProblems(state.rows);

  // The server's outline replaces the one shown while nothing here is unsaved.
  useEffect(() => {
    if (!state.dirty) dispatch({ type: 'reset', outline: deck.outline });
  }, [deck.outline, state.dirty]);

  const problemText = (problem: OutlineProblem) => {
    switch (problem.kind) {
      case 'too-few':
        return t('aiSlides.outline.errors.tooFew', { min: OUTLINE_MIN_SLIDES });
      case 'too-many':
        return t('aiSlides.outline.errors.tooMany', { max: OUTLINE_MAX_SLIDES });
      case 'title-missing':
        return t('aiSlides.outline.errors.titleMissing', { number: problem.index + 1 });
      case 'title-long':
        return t('aiSlides.outline.errors.titleLong', { number: problem.index + 1 });
      case 'point-long':
        return t('aiSlides.outline.errors.pointLong', { number: problem.index + 1 });
    }
  };

  const saveOutline = (then?: () => void) =>
    save.mutate(toOutline(state.rows), {
      onSuccess: (saved) => {
        dispatch({ type: 'reset', outline: saved.outline });
        if (then) then();
        else toast.success(t('aiSlides.outline.saved'));
      },
      onError: (error) => toast.error(t('aiSlides.outline.saveFailed'), error),
    });

  const startGenerating = () => {
    const run = () =>
      generate.mutate(undefined, {
        onError: (error) => toast.error(t('aiSlides.outline.generateFailed'), error),
      });
    if (state.dirty) saveOutline(run);
    else run();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        {deck.draft ? (
          <Alert tone="warning" title={t('aiSlides.outline.draftTitle')}>
            {t('aiSlides.outline.draftText')}
          </Alert>
        ) : null}
        {busy ? <Alert tone="info">{t('aiSlides.outline.lockedWhileGenerating')}</Alert> : null}
        <ol className="space-y-3" data-testid="outline-list">
          {state.rows.map((row, index) => (
            <li
              key={row.key}
              className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
              data-testid="outline-row"
            >
              <div className="flex items-start gap-3">
                <span className="mt-2 flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1 space-y-2">
                  <label className="sr-only" htmlFor={`outline-title-${row.key}`}>
                    {t('aiSlides.outline.slideTitle', { number: index + 1 })}
                  </label>
                  <input
                    id={`outline-title-${row.key}`}
                    className={`${controlClasses} h-10 border-slate-300 font-semibold`}
                    value={row.title}
                    maxLength={200}
                    disabled={busy}
                    placeholder={t('aiSlides.outline.titlePlaceholder')}
                    aria-invalid={row.title.trim() === '' || undefined}
                    onChange={(event) => dispatch({ type: 'title', index, title: event.target.value })}
                  />
                  <ul className="space-y-1.5">
                    {row.points.map((point, p) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: key points have no identity but their place
                      <li key={p} className="flex items-center gap-2">
                        <span aria-hidden className="text-slate-400">
                          •
                        </span>
                        <input
                          className={`${controlClasses} h-9 border-slate-300`}
                          value={point}
                          maxLength={320}
                          disabled={busy}
                          aria-label={t('aiSlides.outline.point', { number: p + 1, slide: index + 1 })}
                          placeholder={t('aiSlides.outline.pointPlaceholder')}
                          onChange={(event) =>
                            dispatch({ type: 'point', index, point: p, text: event.target.value })
                          }
                        />
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={busy}
                          aria-label={t('aiSlides.outline.removePoint', { number: p + 1, slide: index + 1 })}
                          onClick={() => dispatch({ type: 'remove-point', index, point: p })}
                        >
                          ×
                        </Button>
                      </li>
                    ))}
                  </ul>
                  <div className="flex flex-wrap gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy || row.points.length >= OUTLINE_MAX_POINTS}
                      onClick={() => dispatch({ type: 'add-point', index })}
                    >
                      + {t('aiSlides.outline.addPoint')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy || state.rows.length >= OUTLINE_MAX_SLIDES}
                      onClick={() => dispatch({ type: 'add-slide', after: index })}
                    >
                      + {t('aiSlides.outline.addSlideAfter')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy || index === 0}
                      aria-label={t('aiSlides.outline.moveUp', { number: index + 1 })}
                      onClick={() => dispatch({ type: 'move', from: index, to: index - 1 })}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy || index === state.rows.length - 1}
                      aria-label={t('aiSlides.outline.moveDown', { number: index + 1 })}
                      onClick={() => dispatch({ type: 'move', from: index, to: index + 1 })}
                    >
                      ↓
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      disabled={busy || state.rows.length <= OUTLINE_MIN_SLIDES}
                      onClick={() => dispatch({ type: 'remove-slide', index })}
                    >
                      {t('aiSlides.outline.removeSlide')}
                    </Button>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ol>
        {problems.length > 0 ? (
          <Alert tone="error" title={t('aiSlides.outline.fixFirst')}>
            <ul className="list-disc pl-4">
              {problems.slice(0, 5).map((problem) => (
                <li key={JSON.stringify(problem)}>{problemText(problem)}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
      </div>
      <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
        <div className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <p className="text-sm text-slate-600">
            {t('aiSlides.outline.summary', { count: state.rows.length })}
          </p>
          <Button
            variant="outline"
            className="w-full"
            disabled={busy || !state.dirty || problems.length > 0}
            loading={save.isPending && !generate.isPending}
            onClick={() => saveOutline()}
          >
            {t('aiSlides.outline.save')}
          </Button>
          <Button
            className="w-full"
            disabled={busy || problems.length > 0}
            loading={generate.isPending}
            onClick={startGenerating}
          >
            {deck.slides.length > 0 ? t('aiSlides.outline.regenerate') : t('aiSlides.outline.generate')}
          </Button>
          {deck.slides.length > 0 && !busy ? (
            <p className="text-xs text-slate-500">{t('aiSlides.outline.regenerateWarning')}</p>
          ) : null}
        </div>
        <GenerationProgress deck={deck} onRetry={startGenerating} retrying={generate.isPending} />
        {deck.status === 'ready' && deck.slides[0] ? (
          <div className="flex flex-wrap gap-2">
            <ButtonLink to={`/ai-slides/${deck.id}/edit/${deck.slides[0].id}`} variant="secondary">
              {t('aiSlides.outline.toEditor')}
            </ButtonLink>
            <ButtonLink to={`/ai-slides/${deck.id}/preview`} variant="outline">
              {t('aiSlides.tabs.preview')}
            </ButtonLink>
          </div>
        ) : null}
      </aside>
    </div>
  );
}
