// The AI slides screens load as one chunk: the router names them through this module, so the first page
// of the app carries one lazy import for the whole area instead of one per screen.
export { AiSlidesPage } from './ai-slides-page';
export { AssetsPage } from './assets-page';
export { FullPreviewPage } from './full-preview-page';
export { NewDeckPage } from './new-deck-page';
export { OutlinePage } from './outline-page';
export { PreviewPage } from './preview-page';
export { ReorderPage } from './reorder-page';
export { SlideEditPage } from './slide-edit-page';
