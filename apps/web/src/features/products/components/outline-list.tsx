import type { OutlineItem } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';

export function OutlineList({ items, depth = 0 }: { items: OutlineItem[]; depth?: number }) {
  const { t } = useTranslation();
  return (
    <ol className={depth ? 'mt-1 space-y-1 border-l border-slate-200 pl-3' : 'space-y-1'}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: outline entries may share a title
        <li key={`${index}-${item.title}`}>
          <div className="flex items-baseline gap-2 text-sm">
            <span className={depth ? 'min-w-0 text-slate-600' : 'min-w-0 font-medium text-slate-800'}>
              {item.title}
            </span>
            <span
              aria-hidden="true"
              className="flex-1 translate-y-[-3px] border-b border-dotted border-slate-300"
            />
            {item.page !== null ? (
              <span className="shrink-0 text-xs tabular-nums text-slate-500">
                <span className="sr-only">{t('detail.page')} </span>
                {item.page}
              </span>
            ) : null}
          </div>
          {item.items.length ? <OutlineList items={item.items} depth={depth + 1} /> : null}
        </li>
      ))}
    </ol>
  );
}
