import { type AreaRoutes, page } from '@/app/lazy-route';

// The album player answers three addresses (by product id, and the spec's two album references).
const audioAlbum = page(async () => (await import('./viewers/audio-album-page')).AudioAlbumPage);

/** Reading, listening to and watching what a member owns. */
export const viewersRoutes: AreaRoutes = {
  verified: [
    {
      path: 'dashboard/content/:id',
      lazy: page(async () => (await import('./viewers/content-viewer-page')).ContentViewerPage),
    },
    {
      path: 'dashboard/courses/:id',
      lazy: page(async () => (await import('./viewers/course-viewer-page')).CourseViewerPage),
    },
    { path: 'dashboard/audio-player/:id', lazy: audioAlbum },
    {
      path: 'dashboard/slide/:id',
      lazy: page(async () => (await import('./viewers/slide-viewer-page')).SlideViewerPage),
    },
    { path: 'audio-album/:bookRef', lazy: audioAlbum },
    { path: 'dashboard/audio-album/:bookRef', lazy: audioAlbum },
    {
      path: 'slide-fullscreen/:id',
      lazy: page(async () => (await import('./viewers/slide-fullscreen-page')).SlideFullscreenPage),
      handle: { chrome: false },
    },
  ],
};
