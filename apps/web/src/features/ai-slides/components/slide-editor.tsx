import {
  checkSlideContent,
  SLIDE_LAYOUTS,
  type Slide,
  type SlideContent,
  type Slideshow,
} from '@pustaka/contract';
import clsx from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import {
  useDeleteSlide,
  usePatchSlide,
  useRegenerateElement,
  useUndoSlide,
} from '@/features/ai-slides/api/slideshows';
import { changedFields, cleanList } from '@/features/ai-slides/lib/slide-draft';
import { isApiError } from '@/lib/api-client';
import { SlideFields } from './slide-fields';
import { SlideView } from './slide-view';
import { ThemePicker } from './theme-picker';

/** The slides of the deck as small pictures; the one being edited is marked. */
function SlideRail({ deck, activeId }: { deck: Slideshow; activeId: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('aiSlides.editor.slides')} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ol className="flex gap-2 lg:flex-col">
        {deck.slides.map((slide, index) => (
          <li key={slide.id} className="w-28 shrink-0 lg:w-full">
            <Link
              to={`/ai-slides/${deck.id}/edit/${slide.id}`}
              aria-current={slide.id === activeId ? 'page' : undefined}
              className={clsx(
                'block overflow-hidden rounded-lg ring-2',
                slide.id === activeId ? 'ring-indigo-600' : 'ring-slate-200 hover:ring-slate-400',
              )}
            >
              <SlideView
                content={slide.content}
                theme={deck.theme}
                assets={deck.assets}
                label={t('aiSlides.editor.slideLabel', { number: index + 1, title: slide.content.title })}
              />
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** What is sent: lists without blank lines, as the layout needs them. */
function cleaned(draft: SlideContent): SlideContent {
  return { ...draft, bullets: cleanList(draft.bullets), secondary: cleanList(draft.secondary) };
}

/** /ai-slides/{id}/edit/{slideId}: one slide, drawn as it will be exported, and everything that changes it. */
export function SlideEditor({ deck, slide }: { deck: Slideshow; slide: Slide }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const patch = usePatchSlide(deck.id);
  const undo = useUndoSlide(deck.id);
  const regenerate = useRegenerateElement(deck.id);
  const remove = useDeleteSlide(deck.id);
  const [draft, setDraft] = useState<SlideContent>(slide.content);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [regenerating, setRegenerating] = useState<string | null>(null);

  // A saved change, an undo or another slide replaces what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the slide's version decides, not its object
  useEffect(() => setDraft(slide.content), [slide.id, slide.updated_at]);

  const changes = useMemo(() => changedFields(slide.content, cleaned(draft)), [slide.content, draft]);
  const dirty = Object.keys(changes).length > 0;
  const missing = checkSlideContent(cleaned(draft));
  const index = deck.slides.findIndex((s) => s.id === slide.id);
  const busy = deck.status === 'generating';

  const change = (next: Partial<SlideContent>) => setDraft((current) => ({ ...current, ...next }));
  const save = () =>
    patch.mutate(
      { slideId: slide.id, changes },
      {
        onSuccess: () => toast.success(t('aiSlides.editor.saved')),
        onError: (error) => toast.error(t('aiSlides.editor.saveFailed'), error),
      },
    );
  const undoLast = () => {
    if (dirty) {
      setDraft(slide.content);
      return;
    }
    undo.mutate(slide.id, {
      onSuccess: () => toast.success(t('aiSlides.editor.undone')),
      onError: (error) =>
        isApiError(error) && error.code === 'NOTHING_TO_UNDO'
          ? toast.info(t('aiSlides.editor.nothingToUndo'))
          : toast.error(t('aiSlides.editor.undoFailed'), error),
    });
  };
  const rewrite = async (elements: ('title' | 'bullets' | 'notes')[], label: string) => {
    setRegenerating(label);
    try {
      for (const element of elements) await regenerate.mutateAsync({ slideId: slide.id, element });
      toast.success(t('aiSlides.editor.rewritten'));
    } catch (error) {
      toast.error(t('aiSlides.editor.rewriteFailed'), error instanceof Error ? error.message : undefined);
    } finally {
      setRegenerating(null);
    }
  };
  const deleteSlide = () =>
    remove.mutate(slide.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast.success(t('aiSlides.editor.deleted'));
        const neighbour = deck.slides[index + 1] ?? deck.slides[index - 1];
        navigate(neighbour ? `/ai-slides/${deck.id}/edit/${neighbour.id}` : `/ai-slides/${deck.id}/outline`, {
          replace: true,
        });
      },
      onError: (error) => toast.error(t('aiSlides.editor.deleteFailed'), error),
    });

  const assetsLink = (
    <Link to={`/ai-slides/${deck.id}/assets`} className="font-semibold text-indigo-700 hover:underline">
      {t('aiSlides.editor.manageImages')}
    </Link>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[10rem_minmax(0,1fr)_20rem]">
      <SlideRail deck={deck} activeId={slide.id} />
      <div className="min-w-0 space-y-4">
        {busy ? <Alert tone="info">{t('aiSlides.editor.generating')}</Alert> : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-slate-700">
            {t('aiSlides.editor.position', { number: index + 1, total: deck.slides.length })}
          </p>
          {dirty ? <Badge tone="warning">{t('aiSlides.editor.unsaved')}</Badge> : null}
        </div>
        <SlideView
          content={draft}
          theme={deck.theme}
          assets={deck.assets}
          label={draft.title || t('aiSlides.editor.slideLabel', { number: index + 1, title: '' })}
          className="rounded-xl shadow-sm ring-1 ring-slate-200"
          testId="editor-slide"
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={save} disabled={!dirty || missing.length > 0 || busy} loading={patch.isPending}>
            {t('aiSlides.editor.save')}
          </Button>
          <Button variant="outline" onClick={undoLast} loading={undo.isPending} disabled={busy}>
            {dirty ? t('aiSlides.editor.discard') : t('aiSlides.editor.undo')}
          </Button>
          <Button
            variant="outline"
            disabled={dirty || busy || regenerating !== null}
            loading={regenerating === 'slide'}
            onClick={() => void rewrite(['title', 'bullets', 'notes'], 'slide')}
          >
            {t('aiSlides.editor.rewriteSlide')}
          </Button>
          <Button
            variant="ghost"
            className="text-red-700"
            disabled={busy}
            onClick={() => setConfirmDelete(true)}
          >
            {t('aiSlides.editor.delete')}
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{t('aiSlides.editor.rewriteOne')}</span>
          {(['title', 'bullets', 'notes'] as const).map((element) => (
            <Button
              key={element}
              size="sm"
              variant="secondary"
              disabled={dirty || busy || regenerating !== null}
              loading={regenerating === element}
              onClick={() => void rewrite([element], element)}
            >
              {t(`aiSlides.editor.elements.${element}`)}
            </Button>
          ))}
          {dirty ? (
            <span className="text-xs text-slate-500">{t('aiSlides.editor.saveBeforeRewrite')}</span>
          ) : null}
        </div>
        {missing.length > 0 ? (
          <Alert tone="warning">
            {t('aiSlides.editor.incomplete', {
              fields: missing
                .map((field) => t(`aiSlides.editor.needs.${field.split('.')[0] as 'title'}`))
                .join(', '),
            })}
          </Alert>
        ) : null}
        <TextareaField
          label={t('aiSlides.editor.fields.notes')}
          hint={t('aiSlides.editor.fields.notesHint')}
          value={draft.notes}
          maxLength={5_000}
          onChange={(event) => change({ notes: event.target.value })}
        />
      </div>
      <aside className="min-w-0 space-y-6">
        <fieldset className="space-y-2">
          <legend className="mb-2 font-semibold text-slate-900">{t('aiSlides.editor.layout')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {SLIDE_LAYOUTS.map((layout) => (
              <label
                key={layout}
                className={clsx(
                  'cursor-pointer rounded-lg border px-2 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                  draft.layout === layout
                    ? 'border-indigo-600 bg-indigo-50 text-indigo-800'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-slate-400',
                )}
              >
                <input
                  type="radio"
                  name="slide-layout"
                  className="sr-only"
                  checked={draft.layout === layout}
                  onChange={() => change({ layout })}
                />
                {t(`aiSlides.layouts.${layout}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <SlideFields draft={draft} assets={deck.assets} onChange={change} assetsLink={assetsLink} />
        <ThemePicker deckId={deck.id} theme={deck.theme} />
      </aside>
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('aiSlides.editor.deleteTitle')}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        confirmTestId="confirm-delete-slide"
        onConfirm={deleteSlide}
      >
        <p className="text-sm text-slate-700">
          {t('aiSlides.editor.deleteText', { number: index + 1, title: slide.content.title })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
