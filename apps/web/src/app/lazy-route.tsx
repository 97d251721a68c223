import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { loadPageStrings } from '@/i18n';
import { ChunkLoadError } from './layout/route-error';

type PreloadErrorEvent = Event & { payload?: unknown };

// Vite's own preload helper already reports some failures; remember those so each failure is reported once.
const reported = new WeakSet<object>();
window.addEventListener('vite:preloadError', (event) => {
  const payload = (event as PreloadErrorEvent).payload;
  if (payload && typeof payload === 'object') reported.add(payload);
});

/**
 * A chunk that could not be fetched (a deploy replaced it, the network dropped): a `vite:preloadError` event is
 * dispatched on window, as Vite does for its own preloads, and the error the route's error element offers a
 * reload for is returned.
 */
export function chunkLoadFailure(cause: unknown): ChunkLoadError {
  if (!(cause && typeof cause === 'object' && reported.has(cause))) {
    const event: PreloadErrorEvent = new Event('vite:preloadError', { cancelable: true });
    event.payload = cause;
    window.dispatchEvent(event);
  }
  return new ChunkLoadError(cause);
}

/**
 * A lazily loaded page. Its chunk and the page strings of the dictionary load side by side (the home page
 * needs only the startup strings). When either cannot be fetched, the route's error element offers a reload.
 */
export function page(
  load: () => Promise<ComponentType>,
  { pageStrings = true }: { pageStrings?: boolean } = {},
): RouteObject['lazy'] {
  return async () => {
    try {
      const [Component] = await Promise.all([load(), pageStrings ? loadPageStrings() : undefined]);
      return { Component };
    } catch (cause) {
      throw chunkLoadFailure(cause);
    }
  };
}

/**
 * A route loader that starts the page's queries while its code loads and returns at once: navigation never
 * waits for data, and the page shows its skeleton until the answers are in. A prefetch that fails (its code
 * could not be fetched) is forgotten: the page asks again, and reports what goes wrong.
 */
export function prefetch(start: (args: LoaderFunctionArgs) => unknown): LoaderFunction {
  return (args) => {
    Promise.resolve(start(args)).catch(() => undefined);
    return null;
  };
}

/**
 * The layout routes of the app that an area's pages go under: the page frame itself, and each guard (who may
 * see the pages). They are declared once, in the router, so every page behind one guard shares it.
 */
export type RouteParent =
  /** Anyone. */
  | 'pages'
  /** Guests only: signed-in users go on. */
  | 'guests'
  /** Signed in; an email not yet verified is fine. */
  | 'members'
  /** Signed in with a verified email. */
  | 'verified'
  /** Verified, with the plan feature `ai_generate_slides`. */
  | 'ai-slides'
  | 'admin'
  /** Support staff: members of the `support` group, and admins. */
  | 'support-staff'
  | 'publisher'
  /** A publisher with the plan feature `create_landing_page`. */
  | 'landing-pages'
  /** A publisher with the plan feature `publish_blog`. */
  | 'blog-publishing'
  /** A publisher with the plan feature `lms_access`: courses and quizzes of a trainer. */
  | 'trainer'
  /** Debug and test views, never on a production server. */
  | 'dev';

/** One area's routes (its pages, by the layout each goes under): a module of `routes/`, loaded when needed. */
export type AreaRoutes = Partial<Record<RouteParent, RouteObject[]>>;
