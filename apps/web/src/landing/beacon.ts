/** How long events gather before they are sent together; leaving the page sends at once. */
const BATCH_MS = 4_000;

type Batch = { view: boolean; seen: Set<string>; clicks: string[] };

/**
 * Counts a visit, the blocks that came into view and the clicks on their links, and sends them in batches
 * (one request for many events) to the page's beacon. `keepalive` lets the last batch leave with the page.
 */
export function startBeacon(pageId: number): void {
  let batch: Batch = { view: true, seen: new Set(), clicks: [] };
  let timer: number | undefined;

  const flush = () => {
    window.clearTimeout(timer);
    timer = undefined;
    if (!batch.view && batch.seen.size === 0 && batch.clicks.length === 0) return;
    const body = JSON.stringify({ view: batch.view, seen: [...batch.seen], clicks: batch.clicks });
    batch = { view: false, seen: new Set(), clicks: [] };
    void fetch(`/api/v2/public/landing-pages/${pageId}/events`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': 'pustaka' },
      body,
    }).catch(() => undefined);
  };
  const soon = () => {
    timer ??= window.setTimeout(flush, BATCH_MS);
  };

  const blockOf = (element: Element | null) => element?.closest<HTMLElement>('[data-block]')?.dataset.block;

  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = blockOf(entry.target);
          if (!entry.isIntersecting || !id) continue;
          batch.seen.add(id);
          observer.unobserve(entry.target);
          soon();
        }
      },
      { threshold: 0.4 },
    );
    for (const block of document.querySelectorAll('[data-block]')) observer.observe(block);
  }

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-track]') : null;
    const id = blockOf(target);
    if (!id) return;
    batch.clicks.push(id);
    // A link that leaves the page (same tab) must not lose its click.
    if (target?.getAttribute('target') !== '_blank') flush();
    else soon();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  soon();
}
