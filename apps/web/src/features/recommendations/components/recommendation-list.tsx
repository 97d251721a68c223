import type { RecommendationList as List, RecommendationItem } from '@pustaka/contract';
import clsx from 'clsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CardSkeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  reportRecommendationClick,
  useHideRecommendation,
  useUnhideRecommendation,
} from '@/features/recommendations/api/recommendations';
import { RecommendationCard } from './recommendation-card';

/** How many cards a desktop row holds; phones scroll sideways through the same cards. */
export type RowSize = 4 | 6;

const gridColumns: Record<RowSize, string> = {
  4: 'sm:grid-cols-2 md:grid-cols-4',
  6: 'sm:grid-cols-3 lg:grid-cols-6',
};

export interface EmptyMessage {
  title: string;
  text?: string;
  action?: ReactNode;
}

export interface RecommendationListProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** Beside the title: filters of the list (the home page's formats). */
  controls?: ReactNode;
  list: List | undefined;
  loading: boolean;
  /** A list that failed to load is left out: recommendations are never what a page is for. */
  failed?: boolean;
  rowSize?: RowSize;
  /** Members may hide a product for good; guests have no list of their own to hide it from. */
  signedIn: boolean;
  buyable?: boolean;
  /** The card's link when it is not the product page. */
  openPath?: (item: RecommendationItem) => string | undefined;
  /** 'hide': an empty list takes no room; otherwise it says so. */
  empty: 'hide' | EmptyMessage;
  testId: string;
}

/**
 * One titled list of recommendations: skeletons while it loads, then cards that scroll sideways on a phone and
 * stand in one row on a desktop. Opening a card reports its rec_id; a hidden card leaves an undo in its place.
 */
export function RecommendationList({
  title,
  description,
  icon,
  controls,
  list,
  loading,
  failed = false,
  rowSize = 6,
  signedIn,
  buyable = false,
  openPath,
  empty,
  testId,
}: RecommendationListProps) {
  const { t } = useTranslation();
  const hide = useHideRecommendation();
  const unhide = useUnhideRecommendation();
  // Hidden here and now; the server leaves them out of every later list.
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const items = list?.items ?? [];

  if (failed && !loading) return null;
  if (!loading && items.length === 0 && empty === 'hide') return null;

  const onHide = (item: RecommendationItem) =>
    hide.mutate(item.product.id, {
      onSuccess: () => setHidden((current) => new Set(current).add(item.product.id)),
      onError: (error) =>
        toast({ type: 'error', title: t('recommendations.hideFailed'), message: error.message }),
    });
  const onUndo = (productId: number) =>
    unhide.mutate(productId, {
      onSuccess: () =>
        setHidden((current) => {
          const next = new Set(current);
          next.delete(productId);
          return next;
        }),
      onError: (error) =>
        toast({ type: 'error', title: t('recommendations.undoFailed'), message: error.message }),
    });

  const row = clsx(
    // Phones: a sideways scroller that bleeds to the screen's edges; from sm up: one grid row.
    '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0',
    gridColumns[rowSize],
  );
  const cell = 'w-[44vw] max-w-48 shrink-0 snap-start sm:w-auto sm:max-w-none';

  return (
    <section aria-label={title} className="space-y-4" data-testid={testId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            {icon}
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {controls}
      </div>
      {loading ? (
        <div className={row} aria-busy="true" data-testid={`${testId}-loading`}>
          {Array.from({ length: rowSize }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <div key={index} className={cell}>
              <CardSkeleton />
            </div>
          ))}
        </div>
      ) : items.length === 0 && empty !== 'hide' ? (
        <EmptyState title={empty.title} description={empty.text} action={empty.action} className="py-8" />
      ) : (
        <ul className={row}>
          {items.map((item) => (
            <li key={item.rec_id} className={cell}>
              {hidden.has(item.product.id) ? (
                <HiddenTile
                  name={item.product.name}
                  undoing={unhide.isPending && unhide.variables === item.product.id}
                  onUndo={() => onUndo(item.product.id)}
                />
              ) : (
                <RecommendationCard
                  item={item}
                  href={openPath?.(item)}
                  onOpen={() => reportRecommendationClick(item.rec_id)}
                  onHide={signedIn ? () => onHide(item) : undefined}
                  hiding={hide.isPending && hide.variables === item.product.id}
                  buyable={buyable}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HiddenTile({ name, undoing, onUndo }: { name: string; undoing: boolean; onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex h-full min-h-48 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4 text-center"
      data-testid="rec-hidden"
    >
      <p className="text-sm break-words text-slate-700">{t('recommendations.hidden', { name })}</p>
      <Button size="sm" variant="outline" loading={undoing} onClick={onUndo} data-testid="rec-undo">
        {t('recommendations.undo')}
      </Button>
    </div>
  );
}
