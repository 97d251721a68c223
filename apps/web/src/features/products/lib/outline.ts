import type { OutlineItem } from '@pustaka/contract';

/** Entries of an outline at every depth. */
export function countOutline(items: OutlineItem[]): number {
  return items.reduce((total, item) => total + 1 + countOutline(item.items), 0);
}
