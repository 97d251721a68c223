import type { ReactElement } from 'react';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { prefetchHomeProducts } from '@/features/products/api/home-products';
import { queryClient } from '@/lib/query-client';
import { BootFallback } from './layout/boot-fallback';
import { NotFound } from './layout/not-found';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { chunkLoadFailure, page, prefetch, type RouteParent } from './lazy-route';
import { bindNavigator } from './navigation';

type Guards = typeof import('./guards');

/** A guard around some routes: its code loads alongside the guarded page's, never with the first page. */
function guard(render: (guards: Guards) => ReactElement): RouteObject['lazy'] {
  return page(
    async () => {
      const guards = await import('./guards');
      return () => render(guards);
    },
    { pageStrings: false },
  );
}

/**
 * A layout every page of an area may go under (see `RouteParent`). It starts without children: the areas'
 * modules under `routes/` add theirs when the router first needs them.
 */
function layout(id: RouteParent, lazy: RouteObject['lazy'], children: RouteObject[] = []): RouteObject {
  return { id, lazy, children };
}

/**
 * The first load carries the page frame, the home page's route and the layouts; every other page's route
 * comes with the areas' module. The router asks for it when an address matches nothing but the 404 (or
 * matches a parameter, which a page still unknown might match better).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Page errors render inside the shell.
        id: 'pages',
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: page(async () => (await import('./routes/home/home-page')).HomePage, {
              pageStrings: false,
            }),
            loader: prefetch(() => prefetchHomeProducts(queryClient)),
          },
          layout(
            'guests',
            guard(({ GuestOnly }) => <GuestOnly />),
          ),
          layout(
            'members',
            guard(({ RequireAuth }) => <RequireAuth allowUnverified />),
          ),
          layout(
            'verified',
            guard(({ RequireAuth }) => <RequireAuth />),
            [
              layout(
                'ai-slides',
                guard(({ RequireFeature }) => <RequireFeature feature="ai_generate_slides" />),
              ),
            ],
          ),
          layout(
            'admin',
            guard(({ RequireAuth }) => <RequireAuth roles={['admin']} />),
          ),
          layout(
            'support-staff',
            guard(({ RequireAuth }) => <RequireAuth groups={['support']} />),
          ),
          layout(
            'publisher',
            guard(({ RequireAuth }) => <RequireAuth roles={['publisher']} />),
            [
              layout(
                'landing-pages',
                guard(({ RequireFeature }) => <RequireFeature feature="create_landing_page" />),
              ),
              layout(
                'blog-publishing',
                guard(({ RequireFeature }) => <RequireFeature feature="publish_blog" />),
              ),
              layout(
                'trainer',
                guard(({ RequireFeature }) => <RequireFeature feature="lms_access" />),
              ),
            ],
          ),
          layout(
            'dev',
            guard(({ DevOnly }) => <DevOnly />),
          ),

          // ---- Catch-all ----
          // Public landing pages (`/{userid}/{customslug}`) are whole documents the server renders; an address
          // that reaches the app is not one, so it gets the app's own 404. Short links (`/{code}`) never reach
          // the web app: the server redirects them, and answers an unknown code with this page and status 404.
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

let areasModule: Promise<typeof import('./routes')> | undefined;
/** The areas' module, fetched once; a failed fetch is tried again next time. */
function loadAreas() {
  areasModule ??= import('./routes').catch((cause: unknown) => {
    areasModule = undefined;
    throw cause;
  });
  return areasModule;
}

let areasAdded = false;
async function addAreas({ patch, signal }: Parameters<PatchRoutesOnNavigationFunction>[0]) {
  if (areasAdded) return;
  let areas: typeof import('./routes')['areas'];
  try {
    ({ areas } = await loadAreas());
  } catch (cause) {
    throw chunkLoadFailure(cause);
  }
  if (areasAdded || signal.aborted) return;
  for (const area of areas)
    for (const [parent, children] of Object.entries(area)) if (children) patch(parent, children);
  areasAdded = true;
}

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: addAreas });

bindNavigator((to, options) => router.navigate(to, options));

// Once the first page has loaded, the areas' module is fetched while the browser is idle, so the first
// navigation to another page waits only for that page's own code, as before.
window.addEventListener(
  'load',
  () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void loadAreas().catch(() => undefined));
  },
  { once: true },
);
