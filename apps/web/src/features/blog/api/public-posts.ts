import type { PublicBlogPage, PublicBlogPost } from '@pustaka/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { servedData } from '@/features/blog/lib/page-data';
import { api } from '@/lib/api-client';

export const publicBlogKeys = {
  all: ['blog', 'public'] as const,
  list: (authorId: number | undefined, page: number) =>
    [...publicBlogKeys.all, 'list', authorId ?? 0, page] as const,
  post: (authorId: number, slug: string) => [...publicBlogKeys.all, 'post', authorId, slug] as const,
};

const FIRST_PAGE_PATH = (authorId: number | undefined) => (authorId ? `/blog/${authorId}` : '/blog');

/** Published posts newest first, of everyone or one author. */
export function usePublicPosts(authorId: number | undefined, page: number) {
  const served =
    page === 1 && !window.location.search
      ? servedData<PublicBlogPage>('blog-list', 'list', FIRST_PAGE_PATH(authorId))
      : undefined;
  return useQuery({
    queryKey: publicBlogKeys.list(authorId, page),
    queryFn: ({ signal }) =>
      api.get<PublicBlogPage>('/public/blog/posts', {
        query: { author_id: authorId, page, pageSize: 12 },
        signal,
      }),
    initialData: served,
    placeholderData: keepPreviousData,
  });
}

/** One published post with its author and products. */
export function usePublicPost(authorId: number, slug: string) {
  const path = `/blog/${authorId}/${slug}`;
  return useQuery({
    queryKey: publicBlogKeys.post(authorId, slug),
    queryFn: ({ signal }) =>
      api.get<PublicBlogPost>(`/public/blog/posts/${authorId}/${encodeURIComponent(slug)}`, { signal }),
    initialData: servedData<PublicBlogPost>('blog-post', 'post', path),
    enabled: Number.isInteger(authorId) && authorId > 0,
  });
}
