import type { LandingBlock, LandingStats } from '@pustaka/contract';
import clsx from 'clsx';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ArrowDownIcon, ArrowUpIcon, ChevronRightIcon, TrashIcon } from '@/components/ui/more-icons';
import { moveBlock } from '@/features/landing-pages/lib/blocks';
import { BlockFields } from './block-fields';

/**
 * The page's blocks in order. Each opens to its form; blocks move by dragging the handle, with the arrow
 * buttons, or with Alt+↑/↓ on a focused block header. The counts of the published page sit beside each.
 */
export function BlockList({
  blocks,
  onChange,
  stats,
}: {
  blocks: LandingBlock[];
  onChange: (blocks: LandingBlock[]) => void;
  stats: LandingStats | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(blocks[0]?.id ?? null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A block just added opens, ready to be filled in.
  const known = useRef(new Set(blocks.map((b) => b.id)));
  useEffect(() => {
    const added = blocks.find((b) => !known.current.has(b.id));
    known.current = new Set(blocks.map((b) => b.id));
    if (added) setOpen(added.id);
  }, [blocks]);

  const move = (from: number, to: number) => {
    const block = blocks[from];
    if (!block || to < 0 || to >= blocks.length) return;
    onChange(moveBlock(blocks, from, to));
    setAnnouncement(
      t('landing.moved', { type: t(`landing.types.${block.type}`), position: to + 1, total: blocks.length }),
    );
    // Focus follows the moved block, so a keyboard user can keep moving it.
    requestAnimationFrame(() => document.getElementById(`block-head-${block.id}`)?.focus());
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp') move(index, index - 1);
    else if (event.key === 'ArrowDown') move(index, index + 1);
    else return;
    event.preventDefault();
  };
  const countsOf = (id: string) => stats?.blocks.find((b) => b.blockId === id);

  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ol className="space-y-2" aria-label={t('landing.blocks')}>
        {blocks.map((block, index) => {
          const counts = countsOf(block.id);
          const expanded = open === block.id;
          return (
            <li
              key={block.id}
              data-testid={`block-${block.type}`}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
                setOver(null);
              }}
              className={clsx(
                'rounded-xl border bg-white',
                over === index && dragged !== index
                  ? 'border-indigo-400 ring-2 ring-indigo-200'
                  : 'border-slate-200',
                dragged === index && 'opacity-50',
              )}
            >
              <div className="flex items-center gap-1 p-2">
                <span
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', block.id);
                    setDragged(index);
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                  className="hidden cursor-grab select-none px-1 text-lg leading-none text-slate-400 sm:inline"
                  title={t('landing.dragHint')}
                  aria-hidden
                >
                  ⠿
                </span>
                <button
                  id={`block-head-${block.id}`}
                  type="button"
                  aria-expanded={expanded}
                  aria-describedby="block-move-hint"
                  onClick={() => setOpen(expanded ? null : block.id)}
                  onKeyDown={(event) => onKey(event, index)}
                  className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1.5 text-left text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <ChevronRightIcon
                    className={clsx('size-4 shrink-0 transition-transform', expanded && 'rotate-90')}
                  />
                  <span className="truncate">
                    {index + 1}. {t(`landing.shortTypes.${block.type}`)}
                  </span>
                </button>
                {counts ? (
                  <span
                    className="hidden whitespace-nowrap text-xs text-slate-500 sm:inline"
                    data-testid="block-counts"
                  >
                    {t('landing.blockCounts', { views: counts.views, clicks: counts.clicks })}
                  </span>
                ) : null}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  className="px-2"
                  aria-label={t('landing.moveUp')}
                  icon={<ArrowUpIcon className="size-4" />}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === blocks.length - 1}
                  onClick={() => move(index, index + 1)}
                  className="px-2"
                  aria-label={t('landing.moveDown')}
                  icon={<ArrowDownIcon className="size-4" />}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={blocks.length <= 1}
                  onClick={() => onChange(blocks.filter((b) => b.id !== block.id))}
                  className="px-2"
                  aria-label={t('landing.removeBlock')}
                  icon={<TrashIcon className="size-4 text-red-600" />}
                />
              </div>
              {counts ? (
                <p className="px-4 pb-2 text-xs text-slate-500 sm:hidden">
                  {t('landing.blockCounts', { views: counts.views, clicks: counts.clicks })}
                </p>
              ) : null}
              {expanded ? (
                <div className="border-t border-slate-100 p-4">
                  <BlockFields
                    block={block}
                    onChange={(next) => onChange(blocks.map((b) => (b.id === block.id ? next : b)))}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p id="block-move-hint" className="mt-2 text-xs text-slate-500">
        {t('landing.moveHint')}
      </p>
    </div>
  );
}
