import type { CourseContent, OwnedContent, PublicCourseContent } from '@pustaka/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

export const viewerKeys = {
  all: ['viewer'] as const,
  files: (productId: number) => [...viewerKeys.all, 'files', productId] as const,
  course: (productId: number) => [...viewerKeys.all, 'course', productId] as const,
  publicCourse: (productId: number) => [...viewerKeys.all, 'public-course', productId] as const,
};

/** How often the file list is asked for again while a copy or a deck's PDF is made (the server suggests two seconds). */
const PREPARING_POLL_MS = 2_000;

const isId = (id: number) => Number.isInteger(id) && id > 0;

/** Not owning, or the product not existing, will not change by asking again. */
const retryUnlessRefused = (count: number, error: unknown) =>
  count < 2 && !(isApiError(error) && [401, 403, 404].includes(error.status));

/**
 * The files of an owned product with signed stream addresses. The addresses expire, so the answer is never
 * refetched behind a viewer's back (a new address would restart the player); a viewer whose address stopped
 * working calls `refetch()` and carries on where it was. Each viewer starts from a fresh answer
 * (`isFetchedAfterMount`): the saved places in a cached one may be behind.
 */
export function ownedContentQueryOptions(productId: number) {
  return queryOptions({
    queryKey: viewerKeys.files(productId),
    queryFn: ({ signal }) => api.get<OwnedContent>(`/owned/${productId}/files`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // Another viewer of the same product may have moved the saved place since (fullscreen and back).
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: retryUnlessRefused,
    // While a buyer's stamped copy, or the PDF of a PowerPoint deck, is made the list is asked for again;
    // the viewers keep their address.
    refetchInterval: (query) =>
      query.state.data?.files.some((file) => file.preparing || file.rendition?.status === 'pending')
        ? PREPARING_POLL_MS
        : false,
  });
}

export function useOwnedContent(productId: number) {
  return useQuery({ ...ownedContentQueryOptions(productId), enabled: isId(productId) });
}

/** An owned video course: lessons, their stream addresses and progress. */
export function useCourseContent(productId: number) {
  return useQuery({
    queryKey: viewerKeys.course(productId),
    queryFn: ({ signal }) => api.get<CourseContent>(`/courses/book/${productId}/content`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // Another viewer of the same product may have moved the saved place since (fullscreen and back).
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: retryUnlessRefused,
    enabled: isId(productId),
  });
}

/** The lesson list of a course on sale, for someone who has not bought it yet. */
export function usePublicCourse(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: viewerKeys.publicCourse(productId),
    queryFn: ({ signal }) =>
      api.get<PublicCourseContent>(`/public/legacy-courses/book/${productId}/content`, { signal }),
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
    enabled: enabled && isId(productId),
  });
}
