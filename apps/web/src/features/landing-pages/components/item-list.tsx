import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PlusIcon, TrashIcon } from '@/components/ui/more-icons';

/** A block's repeated items (links, questions, testimonials): edit each, add one, remove one. */
export function ItemList<T>({
  items,
  onChange,
  blank,
  max = 30,
  addLabel,
  render,
}: {
  items: T[];
  onChange: (items: T[]) => void;
  blank: T;
  max?: number;
  addLabel: string;
  render: (item: T, update: (patch: Partial<T>) => void, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no ids; their position is who they are.
        <fieldset key={index} className="space-y-2 rounded-lg border border-slate-200 p-3">
          <div className="flex items-center justify-between">
            <legend className="text-xs font-semibold text-slate-500">#{index + 1}</legend>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={items.length <= 1}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
              aria-label={t('landing.removeItem', { n: index + 1 })}
              icon={<TrashIcon className="size-4" />}
            />
          </div>
          {render(
            item,
            (patch) => onChange(items.map((it, i) => (i === index ? { ...it, ...patch } : it))),
            index,
          )}
        </fieldset>
      ))}
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={items.length >= max}
        onClick={() => onChange([...items, { ...blank }])}
        icon={<PlusIcon className="size-4" />}
      >
        {addLabel}
      </Button>
    </div>
  );
}
