import type {
  BlogImage,
  BlogPostInput,
  BlogPostStatus,
  BlogPostUpdate,
  ManagedBlogPageSchema,
  ManagedBlogPost,
  ManagedProductSchema,
  PublicBlogPost,
} from '@pustaka/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-files';
import type { PageOf } from '@/lib/api-types';
import { publicBlogKeys } from './public-posts';

export type OwnPostPage = z.infer<typeof ManagedBlogPageSchema>;
export type OwnPostFilters = { status?: BlogPostStatus; q?: string; page: number };

export const ownPostKeys = {
  all: ['blog', 'own'] as const,
  list: (filters: OwnPostFilters) => [...ownPostKeys.all, 'list', filters] as const,
  one: (id: number) => [...ownPostKeys.all, 'post', id] as const,
  preview: (id: number) => [...ownPostKeys.all, 'preview', id] as const,
  products: ['blog', 'product-options'] as const,
};

export function useOwnPosts(filters: OwnPostFilters) {
  return useQuery({
    queryKey: ownPostKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<OwnPostPage>('/blog/posts', {
        query: { status: filters.status, q: filters.q || undefined, page: filters.page, pageSize: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOwnPost(id: number | undefined) {
  return useQuery({
    queryKey: ownPostKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<ManagedBlogPost>(`/blog/posts/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** How the post would look to readers, with its product cards filled in. */
export function usePostPreview(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ownPostKeys.preview(id ?? 0),
    queryFn: ({ signal }) => api.get<PublicBlogPost>(`/blog/posts/${id}/preview`, { signal }),
    enabled: enabled && id !== undefined,
    staleTime: 0,
  });
}

/** The creator's products that may be embedded as cards (those on sale show on the public page). */
export function useProductOptions() {
  return useQuery({
    queryKey: ownPostKeys.products,
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof ManagedProductSchema>>('/books', { query: { pageSize: 50 }, signal }),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (post?: ManagedBlogPost) => {
    if (post) queryClient.setQueryData(ownPostKeys.one(post.id), post);
    void queryClient.invalidateQueries({ queryKey: ownPostKeys.all });
    void queryClient.invalidateQueries({ queryKey: publicBlogKeys.all });
  };
}

export function useSavePost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: BlogPostInput | BlogPostUpdate }) =>
      id === undefined
        ? api.post<ManagedBlogPost>('/blog/posts', input)
        : api.put<ManagedBlogPost>(`/blog/posts/${id}`, input),
    onSuccess: invalidate,
  });
}

export function usePublishPost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, publishAt }: { id: number; publishAt?: string }) =>
      apiRequest<ManagedBlogPost>(`/blog/posts/${id}/publish`, {
        method: 'POST',
        body: { publish_at: publishAt ?? null },
      }),
    onSuccess: ({ data }) => invalidate(data),
  });
}

export function useUnpublishPost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ManagedBlogPost>(`/blog/posts/${id}/unpublish`, { method: 'POST' }),
    onSuccess: ({ data }) => invalidate(data),
  });
}

export function useDeletePost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(`/blog/posts/${id}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

/** Uploads a picture for a post; the server checks and resizes it. */
export async function uploadBlogImage(file: File): Promise<BlogImage> {
  const form = new FormData();
  form.append('image', file);
  return (await apiUpload<BlogImage>('/blog/images', form)).data;
}
