import type { ComponentType, ReactElement } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { prefetchHomeProducts } from '@/features/products/api/home-products';
import type { CatalogueKind } from '@/features/products/lib/catalogue-query';
import { loadPageStrings } from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { BootFallback } from './layout/boot-fallback';
import { NotFound } from './layout/not-found';
import { RootLayout, type RouteHandle } from './layout/root-layout';
import { ChunkLoadError, RouteError } from './layout/route-error';
import { bindNavigator } from './navigation';

type PreloadErrorEvent = Event & { payload?: unknown };

// Vite's own preload helper already reports some failures; remember those so each failure is reported once.
const reported = new WeakSet<object>();
window.addEventListener('vite:preloadError', (event) => {
  const payload = (event as PreloadErrorEvent).payload;
  if (payload && typeof payload === 'object') reported.add(payload);
});

/**
 * A lazily loaded page. Its chunk and the page strings of the dictionary load side by side (the home page
 * needs only the startup strings). When either cannot be fetched (a deploy replaced it, the network dropped),
 * a `vite:preloadError` event is dispatched on window, as Vite does for its own preloads, and the route's
 * error element offers a reload.
 */
function page(
  load: () => Promise<ComponentType>,
  { pageStrings = true }: { pageStrings?: boolean } = {},
): RouteObject['lazy'] {
  return async () => {
    try {
      const [Component] = await Promise.all([load(), pageStrings ? loadPageStrings() : undefined]);
      return { Component };
    } catch (cause) {
      if (!(cause && typeof cause === 'object' && reported.has(cause))) {
        const event: PreloadErrorEvent = new Event('vite:preloadError', { cancelable: true });
        event.payload = cause;
        window.dispatchEvent(event);
      }
      throw new ChunkLoadError(cause);
    }
  };
}

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
 * A route loader that starts the page's queries while its code loads and returns at once: navigation never
 * waits for data, and the page shows its skeleton until the answers are in. A prefetch that fails (its code
 * could not be fetched) is forgotten: the page asks again, and reports what goes wrong.
 */
function prefetch(start: (args: LoaderFunctionArgs) => unknown): LoaderFunction {
  return (args) => {
    Promise.resolve(start(args)).catch(() => undefined);
    return null;
  };
}

/** The catalogue's queries come with their own small chunk, so the first page (`/`) does not carry them. */
const catalogueQueries = () => import('@/features/products/api/catalogue');

// Routes that show one page in several guises share one loader; the route's handle says which guise.
const catalogue = page(async () => (await import('./routes/catalogue/catalogue-page')).CataloguePage);

function catalogueRoute(path: string, kind: CatalogueKind): RouteObject {
  return {
    path,
    lazy: catalogue,
    loader: prefetch(async ({ request }) =>
      (await catalogueQueries()).prefetchCatalogue(queryClient, new URL(request.url), kind),
    ),
    handle: { catalogue: kind },
  };
}
const moderation = page(async () => (await import('./routes/admin/products-page')).ModerationPage);
const campaignEditor = page(
  async () => (await import('./routes/admin/campaign-editor-page')).CampaignEditorPage,
);
const blogEditor = page(async () => (await import('./routes/publisher/blog-editor-page')).BlogEditorPage);
const productEditor = page(
  async () => (await import('./routes/publisher/product-editor-page')).ProductEditorPage,
);

// The album player answers three addresses (by product id, and the spec's two album references).
const audioAlbum = page(async () => (await import('./routes/viewers/audio-album-page')).AudioAlbumPage);

const lmsCourse = page(async () => (await import('./routes/lms/course-page')).CoursePage);
const courseEditor = page(async () => (await import('./routes/lms/course-editor-page')).CourseEditorPage);

type AiSlidesPages = typeof import('./routes/ai-slides/pages');
/** One chunk for every AI slides screen (see routes/ai-slides/pages.ts). */
const aiSlides = (name: keyof AiSlidesPages) =>
  page(async () => (await import('./routes/ai-slides/pages'))[name]);
const AI_SLIDES_ROUTES: [string, keyof AiSlidesPages][] = [
  ['ai-slides', 'AiSlidesPage'],
  ['ai-slides/new', 'NewDeckPage'],
  ['ai-slides/full-preview', 'FullPreviewPage'],
  ['ai-slides/:id/outline', 'OutlinePage'],
  ['ai-slides/:id/edit/:slideId', 'SlideEditPage'],
  ['ai-slides/:id/reorder', 'ReorderPage'],
  ['ai-slides/:id/preview', 'PreviewPage'],
  ['ai-slides/:id/assets', 'AssetsPage'],
];

const comingSoon = page(async () => (await import('./routes/system/coming-soon-page')).ComingSoonPage);

/** A page another part of the product will deliver: a friendly placeholder with the right guards already. */
function soon(path: string, area: string, handle: RouteHandle = {}): RouteObject {
  return { path, lazy: comingSoon, handle: { ...handle, area } };
}

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
        ErrorBoundary: RouteError,
        children: [
          // ---- Public ----
          {
            index: true,
            lazy: page(async () => (await import('./routes/home/home-page')).HomePage, {
              pageStrings: false,
            }),
            loader: prefetch(() => prefetchHomeProducts(queryClient)),
          },
          catalogueRoute('products', 'all'),
          {
            path: 'products/:id',
            lazy: page(
              async () => (await import('./routes/catalogue/product-detail-page')).ProductDetailPage,
            ),
            loader: prefetch(async ({ params }) =>
              (await catalogueQueries()).prefetchProductDetail(queryClient, Number(params.id)),
            ),
          },
          catalogueRoute('courses', 'courses'),
          catalogueRoute('audio', 'audio'),
          catalogueRoute('slides', 'slides'),
          {
            path: 'authors',
            lazy: page(async () => (await import('./routes/authors/authors-page')).AuthorsPage),
          },
          {
            path: 'authors/:id',
            lazy: page(async () => (await import('./routes/authors/author-page')).AuthorPage),
          },
          { path: 'about', lazy: page(async () => (await import('./routes/info/about-page')).AboutPage) },
          {
            path: 'terms-and-conditions',
            lazy: page(async () => (await import('./routes/info/terms-page')).TermsPage),
          },
          {
            path: 'privacy-policy',
            lazy: page(async () => (await import('./routes/info/privacy-page')).PrivacyPage),
          },
          {
            path: 'contact',
            lazy: page(async () => (await import('./routes/info/contact-page')).ContactPage),
          },
          {
            path: 'subscription',
            lazy: page(
              async () => (await import('./routes/subscription/subscription-page')).SubscriptionPage,
            ),
          },
          {
            path: 'subscription-live',
            lazy: page(
              async () => (await import('./routes/subscription/subscription-page')).SubscriptionLivePage,
            ),
          },
          {
            path: 'blog/:id?',
            lazy: page(async () => (await import('./routes/blog/blog-list-page')).BlogListPage),
          },
          {
            path: 'blog/:userid/:slug',
            lazy: page(async () => (await import('./routes/blog/blog-post-page')).BlogPostPage),
          },
          {
            path: 'report-link',
            lazy: page(async () => (await import('./routes/info/report-link-page')).ReportLinkPage),
          },
          {
            path: 'verify-email',
            lazy: page(async () => (await import('./routes/auth/verify-email-page')).VerifyEmailPage),
          },
          {
            path: 'health',
            lazy: page(async () => (await import('./routes/system/health-page')).HealthPage),
          },
          {
            path: 'lms-edukasi',
            lazy: page(async () => (await import('./routes/lms/edukasi-page')).EdukasiPage),
          },
          {
            path: 'lms/quizzes/:quiz_id',
            lazy: page(async () => (await import('./routes/quizzes/quiz-play-page')).QuizPlayPage),
          },
          {
            path: 'lms/verify',
            lazy: page(async () => (await import('./routes/lms/verify-page')).LmsVerifyPage),
          },
          {
            path: 'lms/certificates/:code',
            lazy: page(async () => (await import('./routes/lms/certificate-page')).CertificatePage),
          },

          // ---- Guests only ----
          {
            lazy: guard(({ GuestOnly }) => <GuestOnly />),
            children: [
              { path: 'login', lazy: page(async () => (await import('./routes/auth/login-page')).LoginPage) },
              {
                path: 'register',
                lazy: page(async () => (await import('./routes/auth/register-page')).RegisterPage),
              },
              {
                path: 'publish-slides',
                lazy: page(
                  async () => (await import('./routes/ai-slides/publish-slides-page')).PublishSlidesPage,
                ),
              },
            ],
          },

          // ---- Signed in, email not yet verified is fine ----
          {
            lazy: guard(({ RequireAuth }) => <RequireAuth allowUnverified />),
            children: [
              {
                path: 'dashboard',
                lazy: page(async () => (await import('./routes/dashboard/dashboard-page')).DashboardPage),
              },
              {
                path: 'dashboard/profile',
                lazy: page(async () => (await import('./routes/dashboard/profile-page')).ProfilePage),
              },
              {
                path: 'dashboard/settings',
                lazy: page(async () => (await import('./routes/dashboard/settings-page')).SettingsPage),
              },
              // A course may take learners before they verify their email; the server applies each course's rule.
              {
                path: 'lms',
                lazy: page(async () => (await import('./routes/lms/lms-home-page')).LmsHomePage),
              },
              {
                path: 'lms/courses',
                lazy: page(async () => (await import('./routes/lms/browse-page')).BrowseCoursesPage),
              },
              { path: 'lms/courses/:id', lazy: lmsCourse },
              { path: 'lms/enroll/:courseId', lazy: lmsCourse },
              {
                path: 'lms/contents/:content_id',
                lazy: page(async () => (await import('./routes/lms/content-page')).ContentPage),
              },
              {
                path: 'lms/join/:slug',
                lazy: page(async () => (await import('./routes/lms/join-page')).JoinPage),
              },
              {
                path: 'subscription/checkout-success',
                lazy: page(
                  async () =>
                    (await import('./routes/subscription/subscription-result-page')).SubscriptionSuccessPage,
                ),
              },
              {
                path: 'subscription/checkout-fail',
                lazy: page(
                  async () =>
                    (await import('./routes/subscription/subscription-result-page')).SubscriptionFailPage,
                ),
              },
            ],
          },

          // ---- Signed in with a verified email ----
          {
            lazy: guard(({ RequireAuth }) => <RequireAuth />),
            children: [
              {
                path: 'checkout/:id',
                lazy: page(async () => (await import('./routes/checkout/checkout-page')).CheckoutPage),
              },
              {
                path: 'checkout-success',
                lazy: page(
                  async () => (await import('./routes/checkout/checkout-success-page')).CheckoutSuccessPage,
                ),
              },
              {
                path: 'checkout-fail',
                lazy: page(
                  async () => (await import('./routes/checkout/checkout-fail-page')).CheckoutFailPage,
                ),
              },
              {
                path: 'dashboard/api',
                lazy: page(async () => (await import('./routes/dashboard/api-page')).ApiPage),
              },
              {
                path: 'dashboard/library',
                lazy: page(async () => (await import('./routes/dashboard/library-page')).LibraryPage),
              },
              {
                path: 'dashboard/orders/:id',
                lazy: page(async () => (await import('./routes/dashboard/order-page')).OrderPage),
              },
              {
                path: 'dashboard/content/:id',
                lazy: page(
                  async () => (await import('./routes/viewers/content-viewer-page')).ContentViewerPage,
                ),
              },
              {
                path: 'dashboard/courses/:id',
                lazy: page(
                  async () => (await import('./routes/viewers/course-viewer-page')).CourseViewerPage,
                ),
              },
              { path: 'dashboard/audio-player/:id', lazy: audioAlbum },
              {
                path: 'dashboard/slide/:id',
                lazy: page(async () => (await import('./routes/viewers/slide-viewer-page')).SlideViewerPage),
              },
              { path: 'audio-album/:bookRef', lazy: audioAlbum },
              { path: 'dashboard/audio-album/:bookRef', lazy: audioAlbum },
              {
                path: 'slide-fullscreen/:id',
                lazy: page(
                  async () => (await import('./routes/viewers/slide-fullscreen-page')).SlideFullscreenPage,
                ),
                handle: { chrome: false },
              },
              {
                path: 'manage-shorturl',
                lazy: page(async () => (await import('./routes/dashboard/short-links-page')).ShortLinksPage),
              },
              {
                path: 'lms/contents/:content_id/quiz',
                lazy: page(async () => (await import('./routes/lms/content-quiz-page')).ContentQuizPage),
              },
              {
                lazy: guard(({ RequireFeature }) => <RequireFeature feature="ai_generate_slides" />),
                children: AI_SLIDES_ROUTES.map(([path, name]) => ({
                  path,
                  lazy: aiSlides(name),
                  // The presentation fills the screen: no top bar or footer (spec section 2).
                  handle: name === 'FullPreviewPage' ? { chrome: false } : undefined,
                })),
              },
            ],
          },

          // ---- Admin ----
          {
            lazy: guard(({ RequireAuth }) => <RequireAuth roles={['admin']} />),
            children: [
              {
                path: 'admin',
                lazy: page(async () => (await import('./routes/admin/admin-page')).AdminPage),
              },
              {
                path: 'admin/users',
                lazy: page(async () => (await import('./routes/admin/users-page')).UsersPage),
              },
              {
                path: 'admin/users/export',
                lazy: page(async () => (await import('./routes/admin/users-export-page')).UsersExportPage),
              },
              {
                path: 'admin/groups',
                lazy: page(async () => (await import('./routes/admin/groups-page')).GroupsPage),
              },
              { path: 'admin/products', lazy: moderation },
              { path: 'admin/products/approve', lazy: moderation, handle: { reviewQueue: true } },
              { path: 'admin/products/review', lazy: moderation, handle: { reviewQueue: true } },
              {
                path: 'admin/categories',
                lazy: page(async () => (await import('./routes/admin/categories-page')).CategoriesPage),
              },
              {
                path: 'admin/orders/approve',
                lazy: page(
                  async () => (await import('./routes/admin/orders-approve-page')).OrdersApprovePage,
                ),
              },
              {
                path: 'admin/sales',
                lazy: page(async () => (await import('./routes/admin/sales-page')).SalesPage),
              },
              {
                path: 'admin/campaigns',
                lazy: page(async () => (await import('./routes/admin/campaigns-page')).CampaignsPage),
              },
              { path: 'admin/campaigns/create', lazy: campaignEditor },
              { path: 'admin/campaigns/:id', lazy: campaignEditor },
              {
                path: 'admin/plans',
                lazy: page(async () => (await import('./routes/admin/plans-page')).PlansPage),
              },
              {
                path: 'admin/short-links',
                lazy: page(async () => (await import('./routes/admin/short-links-page')).AdminShortLinksPage),
              },
              {
                path: 'admin/settlement',
                lazy: page(async () => (await import('./routes/admin/settlement-page')).AdminSettlementPage),
              },
              {
                path: 'admin/authors',
                lazy: page(async () => (await import('./routes/admin/authors-page')).AuthorsPage),
              },
              {
                path: 'admin/authors/:id',
                lazy: page(async () => (await import('./routes/admin/author-page')).AuthorPage),
              },
            ],
          },

          // ---- Publisher ----
          {
            lazy: guard(({ RequireAuth }) => <RequireAuth roles={['publisher']} />),
            children: [
              {
                path: 'publisher',
                lazy: page(async () => (await import('./routes/publisher/publisher-page')).PublisherPage),
              },
              {
                path: 'publisher/products',
                lazy: page(
                  async () => (await import('./routes/publisher/products-page')).PublisherProductsPage,
                ),
              },
              { path: 'publisher/products/new', lazy: productEditor },
              { path: 'publisher/products/:id', lazy: productEditor },
              {
                path: 'publisher/courses',
                lazy: page(
                  async () => (await import('./routes/lms/publisher-redirects')).PublisherCoursesRedirect,
                ),
              },
              {
                path: 'publisher/course-content/:course_id?',
                lazy: page(
                  async () =>
                    (await import('./routes/lms/publisher-redirects')).PublisherCourseContentRedirect,
                ),
              },
              {
                path: 'publisher/stats',
                lazy: page(async () => (await import('./routes/publisher/stats-page')).PublisherStatsPage),
              },
              soon('publisher/profile', 'publisherProfile'),
              {
                path: 'publisher/buyers',
                lazy: page(async () => (await import('./routes/publisher/buyers-page')).PublisherBuyersPage),
              },
              {
                path: 'publisher/settlement',
                lazy: page(
                  async () => (await import('./routes/publisher/settlement-page')).PublisherSettlementPage,
                ),
              },
              {
                path: 'publisher/authors',
                lazy: page(
                  async () => (await import('./routes/publisher/authors-page')).PublisherAuthorsPage,
                ),
              },
              {
                path: 'publisher/authors/:id',
                lazy: page(async () => (await import('./routes/publisher/author-page')).PublisherAuthorPage),
              },
              {
                path: 'publisher/audio-content',
                lazy: page(
                  async () => (await import('./routes/publisher/audio-content-page')).AudioContentPage,
                ),
              },
              {
                lazy: guard(({ RequireFeature }) => <RequireFeature feature="create_landing_page" />),
                children: [
                  {
                    path: 'publisher/landing-page-design',
                    lazy: page(
                      async () =>
                        (await import('./routes/publisher/landing-page-design-page')).LandingPageDesignPage,
                    ),
                  },
                  {
                    path: 'publisher/landing-page-design-preview',
                    handle: { chrome: false },
                    lazy: page(
                      async () =>
                        (await import('./routes/publisher/landing-page-design-preview-page'))
                          .LandingPageDesignPreviewPage,
                    ),
                  },
                  {
                    path: 'publisher/landing-page-api-preview',
                    handle: { chrome: false },
                    lazy: page(
                      async () =>
                        (await import('./routes/publisher/landing-page-api-preview-page'))
                          .LandingPageApiPreviewPage,
                    ),
                  },
                ],
              },
              {
                lazy: guard(({ RequireFeature }) => <RequireFeature feature="publish_blog" />),
                children: [
                  {
                    path: 'publisher/blog',
                    lazy: page(
                      async () => (await import('./routes/publisher/blog-posts-page')).PublisherBlogPage,
                    ),
                  },
                  { path: 'publisher/blog/new', lazy: blogEditor },
                  { path: 'publisher/blog/edit/:id', lazy: blogEditor },
                ],
              },
              {
                lazy: guard(({ RequireFeature }) => <RequireFeature feature="lms_access" />),
                children: [
                  {
                    path: 'lms/dashboard',
                    lazy: page(
                      async () => (await import('./routes/lms/lms-dashboard-page')).LmsDashboardPage,
                    ),
                  },
                  {
                    path: 'lms/dashboard/courses',
                    lazy: page(
                      async () => (await import('./routes/lms/trainer-courses-page')).TrainerCoursesPage,
                    ),
                  },
                  { path: 'lms/dashboard/courses/new', lazy: courseEditor },
                  { path: 'lms/dashboard/courses/:id/edit', lazy: courseEditor },
                  {
                    path: 'lms/dashboard/courses/:id/contents',
                    lazy: page(
                      async () => (await import('./routes/lms/course-contents-page')).CourseContentsPage,
                    ),
                  },
                  {
                    path: 'lms/dashboard/courses/:id/participants',
                    lazy: page(
                      async () =>
                        (await import('./routes/lms/course-participants-page')).CourseParticipantsPage,
                    ),
                  },
                  {
                    path: 'lms/dashboard/contents/:id',
                    lazy: page(
                      async () => (await import('./routes/lms/content-editor-page')).ContentEditorPage,
                    ),
                  },
                  soon('lms/dashboard/contents/:id/quiz/live', 'lmsDashboard'),
                  {
                    path: 'lms/dashboard/quizzes',
                    lazy: page(async () => (await import('./routes/quizzes/quizzes-page')).QuizzesPage),
                  },
                  {
                    path: 'lms/dashboard/quizzes/new',
                    lazy: page(async () => (await import('./routes/quizzes/quiz-new-page')).QuizNewPage),
                  },
                  {
                    path: 'lms/dashboard/quizzes/:id',
                    lazy: page(
                      async () => (await import('./routes/quizzes/quiz-builder-page')).QuizBuilderPage,
                    ),
                  },
                  soon('lms/dashboard/quizzes/:id/live', 'lmsDashboard'),
                ],
              },
            ],
          },

          // ---- Debug and test views (never on a production server) ----
          {
            lazy: guard(({ DevOnly }) => <DevOnly />),
            children: [
              {
                path: 'debug/auth',
                lazy: page(async () => (await import('./routes/debug/debug-auth-page')).DebugAuthPage),
              },
              {
                path: 'test/admin',
                lazy: page(async () => (await import('./routes/debug/test-admin-page')).TestAdminPage),
              },
              {
                path: 'pdf-test',
                lazy: page(async () => (await import('./routes/debug/pdf-test-page')).PdfTestPage),
              },
            ],
          },

          // ---- Catch-alls: keep these last ----
          // Public landing pages (`/{userid}/{customslug}`) are whole documents the server renders; an address
          // that reaches the app is not one, so it gets the app's own 404. Short links (`/{code}`) never reach
          // the web app: the server redirects them, and answers an unknown code with this page and status 404.
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

bindNavigator((to, options) => router.navigate(to, options));
