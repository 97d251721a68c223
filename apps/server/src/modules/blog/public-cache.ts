import { CATALOGUE_CHANGED } from '#modules/catalogue/index.ts';
import { USER_CHANGED } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';

/** Told to every process when a post changes in a way readers may see. */
export const BLOG_CHANGED = 'blog.changed';

/**
 * What readers get (a post with its cards, a list page) kept for a few seconds and dropped on every change
 * of a post, a product or a user, in every process. A post is read far more often than it changes: this turns
 * a handful of queries per reader into a handful per change. Concurrent misses of one key share one load.
 */
export class BlogPageCache {
  private readonly entries = new Map<string, { value: Promise<unknown>; storedAt: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 15_000,
    private readonly maxEntries = 2_000,
  ) {}

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get<T>(key: string, produce: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.storedAt < this.ttlMs) return cached.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const generation = this.generation;
    const value = produce();
    this.entries.set(key, { value, storedAt: now });
    // A failure (a post not found) is not remembered, nor is an answer a change overtook.
    value.then(
      () => {
        if (generation !== this.generation) this.entries.delete(key);
      },
      () => this.entries.delete(key),
    );
    return value;
  }
}

const caches = new WeakMap<AppContext, BlogPageCache>();

/** This app's cache, emptied on every change readers could see. */
export function blogCacheOf(ctx: AppContext): BlogPageCache {
  let cache = caches.get(ctx);
  if (!cache) {
    const created = new BlogPageCache();
    for (const topic of [BLOG_CHANGED, CATALOGUE_CHANGED, USER_CHANGED])
      ctx.events.on(topic, () => created.clear());
    caches.set(ctx, created);
    cache = created;
  }
  return cache;
}

export async function notifyBlogChanged(ctx: AppContext): Promise<void> {
  await ctx.events.publish(BLOG_CHANGED, '');
}
