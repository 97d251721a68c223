import { type AreaRoutes, page } from '@/app/lazy-route';

/** Slide decks written with AI (with the plan feature `ai_generate_slides`), and the page inviting guests to it. */
export const aiSlidesRoutes: AreaRoutes = {
  guests: [
    {
      path: 'publish-slides',
      lazy: page(async () => (await import('./ai-slides/publish-slides-page')).PublishSlidesPage),
    },
  ],
  'ai-slides': [
    { path: 'ai-slides', lazy: page(async () => (await import('./ai-slides/ai-slides-page')).AiSlidesPage) },
    {
      path: 'ai-slides/new',
      lazy: page(async () => (await import('./ai-slides/new-deck-page')).NewDeckPage),
    },
    {
      path: 'ai-slides/full-preview',
      lazy: page(async () => (await import('./ai-slides/full-preview-page')).FullPreviewPage),
      // The presentation fills the screen: no top bar or footer (spec section 2).
      handle: { chrome: false },
    },
    {
      path: 'ai-slides/:id/outline',
      lazy: page(async () => (await import('./ai-slides/outline-page')).OutlinePage),
    },
    {
      path: 'ai-slides/:id/edit/:slideId',
      lazy: page(async () => (await import('./ai-slides/slide-edit-page')).SlideEditPage),
    },
    {
      path: 'ai-slides/:id/reorder',
      lazy: page(async () => (await import('./ai-slides/reorder-page')).ReorderPage),
    },
    {
      path: 'ai-slides/:id/preview',
      lazy: page(async () => (await import('./ai-slides/preview-page')).PreviewPage),
    },
    {
      path: 'ai-slides/:id/assets',
      lazy: page(async () => (await import('./ai-slides/assets-page')).AssetsPage),
    },
  ],
};
