import type {
  ProductFormat,
  RecommendationHidden,
  RecommendationHome,
  RecommendationLibrary,
  RecommendationList,
  RecommendationProductPage,
} from '@pustaka/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Every list is asked for once per page visit and kept a minute: the server counts each answer as the items
 * being shown, so a list is not fetched again behind the member's back (no refetch on focus).
 */
const LIST_OPTIONS = { staleTime: 60_000, refetchOnWindowFocus: false, retry: false } as const;

export const recommendationKeys = {
  all: ['recommendations'] as const,
  home: (signedIn: boolean, format: ProductFormat | null, limit: number) =>
    [...recommendationKeys.all, 'home', signedIn ? 'member' : 'guest', format ?? 'all', limit] as const,
  product: (productId: number, limit: number) =>
    [...recommendationKeys.all, 'product', productId, limit] as const,
  library: (limit: number) => [...recommendationKeys.all, 'library', limit] as const,
  course: (courseId: number, limit: number) =>
    [...recommendationKeys.all, 'course', courseId, limit] as const,
  afterCertificate: (courseId: number, limit: number) =>
    [...recommendationKeys.all, 'after-certificate', courseId, limit] as const,
  order: (orderId: number, limit: number) => [...recommendationKeys.all, 'order', orderId, limit] as const,
};

const isId = (value: number) => Number.isInteger(value) && value > 0;

/** Home: "Untuk Anda" and the week's trending, optionally of one format. */
export function useHomeRecommendations(signedIn: boolean, format: ProductFormat | null, limit: number) {
  return useQuery({
    queryKey: recommendationKeys.home(signedIn, format, limit),
    queryFn: ({ signal }) =>
      api.get<RecommendationHome>('/recommendations/home', {
        query: { limit, format: format ?? undefined },
        signal,
      }),
    ...LIST_OPTIONS,
  });
}

/** Product page: "Sering dibeli bersama" and "Mirip dengan ini". */
export function useProductRecommendations(productId: number, limit: number) {
  return useQuery({
    queryKey: recommendationKeys.product(productId, limit),
    queryFn: ({ signal }) =>
      api.get<RecommendationProductPage>(`/recommendations/products/${productId}`, {
        query: { limit },
        signal,
      }),
    enabled: isId(productId),
    ...LIST_OPTIONS,
  });
}

/** The member's library: "Lanjutkan" and "Berikutnya". */
export function useLibraryRecommendations(limit: number, enabled: boolean) {
  return useQuery({
    queryKey: recommendationKeys.library(limit),
    queryFn: ({ signal }) =>
      api.get<RecommendationLibrary>('/recommendations/library', { query: { limit }, signal }),
    enabled,
    ...LIST_OPTIONS,
  });
}

/** An LMS course the member follows: "Lanjutkan" and what comes after this course. */
export function useCourseRecommendations(courseId: number, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: recommendationKeys.course(courseId, limit),
    queryFn: ({ signal }) =>
      api.get<RecommendationLibrary>(`/recommendations/courses/${courseId}`, { query: { limit }, signal }),
    enabled: enabled && isId(courseId),
    ...LIST_OPTIONS,
  });
}

/** What to learn next, for a learner holding the course's certificate. */
export function useAfterCertificateRecommendations(courseId: number, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: recommendationKeys.afterCertificate(courseId, limit),
    queryFn: ({ signal }) =>
      api.get<RecommendationList>(`/recommendations/courses/${courseId}/after-certificate`, {
        query: { limit },
        signal,
      }),
    enabled: enabled && isId(courseId),
    ...LIST_OPTIONS,
  });
}

/** What goes with a paid order. */
export function useOrderRecommendations(orderId: number | null, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: recommendationKeys.order(orderId ?? 0, limit),
    queryFn: ({ signal }) =>
      api.get<RecommendationList>(`/recommendations/orders/${orderId}`, { query: { limit }, signal }),
    enabled: enabled && orderId !== null && isId(orderId),
    ...LIST_OPTIONS,
  });
}

/**
 * Tells the server an item was opened. The navigation does not wait for it, and a failed report is not the
 * member's problem: it is dropped.
 */
export function reportRecommendationClick(recId: string): void {
  api.post('/recommendations/clicks', { rec_id: recId }).catch((error: unknown) => {
    console.warn('Recommendation click not recorded', error);
  });
}

/** "Jangan tampilkan lagi" and its undo. */
export function useHideRecommendation() {
  return useMutation({
    mutationFn: (productId: number) => api.put<RecommendationHidden>(`/recommendations/hidden/${productId}`),
  });
}

export function useUnhideRecommendation() {
  return useMutation({
    mutationFn: (productId: number) =>
      api.delete<{ removed: boolean }>(`/recommendations/hidden/${productId}`),
  });
}
