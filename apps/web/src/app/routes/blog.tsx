import { type AreaRoutes, page } from '@/app/lazy-route';

// One editor page writes a new post and edits an old one.
const blogEditor = page(async () => (await import('./publisher/blog-editor-page')).BlogEditorPage);

/** The public blog, and a publisher's posts (with the plan feature `publish_blog`). */
export const blogRoutes: AreaRoutes = {
  pages: [
    { path: 'blog/:id?', lazy: page(async () => (await import('./blog/blog-list-page')).BlogListPage) },
    {
      path: 'blog/:userid/:slug',
      lazy: page(async () => (await import('./blog/blog-post-page')).BlogPostPage),
    },
  ],
  'blog-publishing': [
    {
      path: 'publisher/blog',
      lazy: page(async () => (await import('./publisher/blog-posts-page')).PublisherBlogPage),
    },
    { path: 'publisher/blog/new', lazy: blogEditor },
    { path: 'publisher/blog/edit/:id', lazy: blogEditor },
  ],
};
