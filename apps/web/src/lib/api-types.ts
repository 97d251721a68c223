import type { pageOf } from '@pustaka/contract';
import type { z } from 'zod';

/**
 * A list as the API sends it (`{ items, page, pageSize, total }`, the contract's `pageOf`) for one item schema.
 * Types only: no schema reaches the bundle.
 */
export type PageOf<Item extends z.ZodType> = z.infer<ReturnType<typeof pageOf<Item>>>;
