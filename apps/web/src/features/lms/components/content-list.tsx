import type { LmsContent } from '@pustaka/contract';
import clsx from 'clsx';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useDeleteContent, useReorderContents } from '@/features/lms/api/trainer';

const move = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * A course's contents in order. Drag a row by its handle, or focus the handle and press the up and down
 * arrows (or use the buttons): each move is saved at once and shown before the server answers.
 */
export function ContentList({ courseId, contents }: { courseId: number; contents: LmsContent[] }) {
  const { t } = useTranslation();
  const reorder = useReorderContents(courseId);
  const remove = useDeleteContent();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');
  const ids = contents.map((content) => content.id);

  const place = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return;
    reorder.mutate(move(ids, from, to));
    setAnnounce(t('lms.contents.moved', { title: contents[from]?.title ?? '', position: to + 1 }));
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      place(index, index + (event.key === 'ArrowUp' ? -1 : 1));
    }
  };

  if (contents.length === 0)
    return <EmptyState title={t('lms.contents.empty')} description={t('lms.contents.emptyHint')} />;
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <ol className="space-y-2" data-testid="content-list">
        {contents.map((content, index) => (
          <li
            key={content.id}
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null) place(dragged, index);
              setDragged(null);
            }}
            className={clsx(
              'flex flex-wrap items-center gap-3 rounded-xl border bg-white p-3',
              dragged === index ? 'border-indigo-400 opacity-60' : 'border-slate-200',
            )}
            data-testid="content-row"
          >
            <button
              type="button"
              className="cursor-grab rounded-md px-2 py-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              aria-label={t('lms.contents.handle', { title: content.title })}
              onKeyDown={(event) => onKey(event, index)}
            >
              ⠿
            </button>
            <span className="w-6 text-sm font-semibold text-slate-500">{index + 1}</span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{content.title}</p>
              <div className="mt-1 flex flex-wrap gap-1.5">
                <Badge tone="brand">{t(`lms.type.${content.type}`)}</Badge>
                {content.drip_days ? (
                  <Badge tone="info">{t('lms.contents.drip', { days: content.drip_days })}</Badge>
                ) : null}
                {content.type !== 'text' && content.type !== 'quiz' && !content.has_file ? (
                  <Badge tone="warning">{t('lms.contents.noFile')}</Badge>
                ) : null}
              </div>
            </div>
            <div className="flex items-center gap-1">
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('lms.contents.up')}
                disabled={index === 0}
                onClick={() => place(index, index - 1)}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('lms.contents.down')}
                disabled={index === contents.length - 1}
                onClick={() => place(index, index + 1)}
              >
                ↓
              </Button>
              <Link
                to={`/lms/dashboard/contents/${content.id}`}
                className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50"
              >
                {t('common.edit')}
              </Link>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700"
                loading={remove.isPending && remove.variables === content.id}
                onClick={() => remove.mutate(content.id)}
              >
                {t('common.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
