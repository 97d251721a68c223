import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  type SlideshowSummary,
  useDeleteSlideshow,
  useSlideshow,
  useSlideshows,
} from '@/features/ai-slides/api/slideshows';
import { formatDate } from '@/lib/format';
import { DeckStatus } from './deck-shell';
import { SlideView } from './slide-view';

/** Where a deck opens: its first slide once it has slides, else its outline. */
function deckHome(deck: SlideshowSummary, firstSlideId: number | undefined) {
  return firstSlideId && deck.status !== 'generating'
    ? `/ai-slides/${deck.id}/edit/${firstSlideId}`
    : `/ai-slides/${deck.id}/outline`;
}

/** The deck's first slide, drawn like the preview; a plain tile while it has none. */
function DeckThumbnail({ deck }: { deck: SlideshowSummary }) {
  const { t } = useTranslation();
  const full = useSlideshow(deck.id);
  const first = full.data?.slides[0];
  if (full.isPending) return <Skeleton className="aspect-video w-full rounded-none" />;
  if (!first || !full.data) {
    return (
      <div className="flex aspect-video w-full items-center justify-center bg-slate-100 px-4 text-center text-sm text-slate-500">
        {t('aiSlides.list.noSlidesYet')}
      </div>
    );
  }
  return (
    <SlideView
      content={first.content}
      theme={full.data.theme}
      assets={full.data.assets}
      label={t('aiSlides.list.thumbnail', { title: deck.title })}
    />
  );
}

function DeckCard({ deck, onDelete }: { deck: SlideshowSummary; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const full = useSlideshow(deck.id);
  const to = deckHome(deck, full.data?.slides[0]?.id);
  return (
    <li className="min-w-0">
      <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
        <Link to={to} aria-label={t('aiSlides.list.open', { title: deck.title })} tabIndex={-1}>
          <DeckThumbnail deck={deck} />
        </Link>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h2 className="line-clamp-2 font-semibold text-slate-900">
            <Link to={to} className="hover:underline">
              {deck.title}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
            <DeckStatus status={deck.status} />
            <span>{t('aiSlides.deck.slideCount', { count: deck.slide_count })}</span>
            <span>· {formatDate(deck.updated_at, i18n.language)}</span>
          </div>
          <div className="mt-auto flex gap-2 pt-2">
            <ButtonLink to={to} size="sm" variant="secondary">
              {t('aiSlides.list.openButton')}
            </ButtonLink>
            <Button size="sm" variant="ghost" className="text-red-700" onClick={onDelete}>
              {t('common.delete')}
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}

/** The user's decks, newest change first, with their first slide as the picture. */
export function DeckList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const decks = useSlideshows(page);
  const remove = useDeleteSlideshow();
  const [confirm, setConfirm] = useState<SlideshowSummary | null>(null);

  if (decks.isPending) {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <Skeleton className="aspect-video w-full" />
            <Skeleton className="mt-3 h-5 w-2/3" />
          </li>
        ))}
      </ul>
    );
  }
  if (decks.error) {
    return (
      <RetryAlert
        title={t('aiSlides.list.loadFailed')}
        message={decks.error.message}
        retryLabel={t('aiSlides.retry')}
        onRetry={() => void decks.refetch()}
      />
    );
  }
  const { items, total, pageSize } = decks.data;
  if (items.length === 0 && page === 1) {
    return (
      <EmptyState
        title={t('aiSlides.list.empty')}
        description={t('aiSlides.list.emptyText')}
        action={<ButtonLink to="/ai-slides/new">{t('aiSlides.list.create')}</ButtonLink>}
      />
    );
  }
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="deck-list">
        {items.map((deck) => (
          <DeckCard key={deck.id} deck={deck} onDelete={() => setConfirm(deck)} />
        ))}
      </ul>
      {pages > 1 ? (
        <div className="flex items-center justify-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('common.previous')}
          </Button>
          <span className={clsx('text-sm text-slate-600')}>{t('aiSlides.list.page', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('common.next')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t('aiSlides.list.deleteTitle')}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        confirmTestId="confirm-delete-deck"
        onConfirm={() => {
          if (!confirm) return;
          remove.mutate(confirm.id, {
            onSuccess: () => {
              toast.success(t('aiSlides.list.deleted'));
              setConfirm(null);
            },
            onError: (error) => toast.error(t('aiSlides.list.deleteFailed'), error),
          });
        }}
      >
        <p className="text-sm text-slate-700">
          {t('aiSlides.list.deleteText', { title: confirm?.title ?? '' })}
        </p>
      </ConfirmDialog>
    </>
  );
}
