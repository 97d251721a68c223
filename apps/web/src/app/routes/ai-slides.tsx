import { type AreaRoutes, soon } from '@/app/lazy-route';

/** Slide decks written with AI (with the plan feature `ai_generate_slides`). */
export const aiSlidesRoutes: AreaRoutes = {
  'ai-slides': [
    soon('ai-slides', 'aiSlides'),
    soon('ai-slides/new', 'aiSlides'),
    soon('ai-slides/full-preview', 'aiSlides'),
    soon('ai-slides/:id/outline', 'aiSlides'),
    soon('ai-slides/:id/edit/:slideId', 'aiSlides'),
    soon('ai-slides/:id/reorder', 'aiSlides'),
    soon('ai-slides/:id/preview', 'aiSlides'),
    soon('ai-slides/:id/assets', 'aiSlides'),
  ],
};
