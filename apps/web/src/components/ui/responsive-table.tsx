import clsx from 'clsx';
import type { Key, ReactNode } from 'react';

export type TableColumn<T> = {
  header: ReactNode;
  /** Amounts line up on the right. */
  align?: 'left' | 'right';
  /** Classes for the column's cells beyond the common padding and alignment. */
  className?: string;
  cell: (row: T) => ReactNode;
};

/**
 * Rows as a table from the md breakpoint up and as a list of cards below it, where a table would need
 * sideways scrolling. Each card is laid out by the caller; the frame around it is shared.
 */
export function ResponsiveTable<T>({
  rows,
  rowKey,
  columns,
  card,
  tableTestId,
  rowTestId,
  cardsTestId,
}: {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly TableColumn<T>[];
  card: (row: T) => ReactNode;
  tableTestId?: string;
  rowTestId?: string;
  cardsTestId?: string;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid={tableTestId}>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((column, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table's lifetime
                  key={index}
                  scope="col"
                  className={clsx('px-4 py-3', column.align === 'right' && 'text-right')}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-slate-50/60" data-testid={rowTestId}>
                {columns.map((column, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table's lifetime
                    key={index}
                    className={clsx('px-4 py-3', column.align === 'right' && 'text-right', column.className)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" data-testid={cardsTestId}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
            {card(row)}
          </li>
        ))}
      </ul>
    </>
  );
}
