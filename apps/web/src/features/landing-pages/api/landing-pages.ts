import type {
  LandingPage,
  LandingPageInput,
  LandingPageSummary,
  LandingStats,
  PublicLandingPage,
} from '@pustaka/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-files';

export const landingKeys = {
  all: ['landing-pages'] as const,
  list: () => [...landingKeys.all, 'list'] as const,
  page: (id: number) => [...landingKeys.all, 'page', id] as const,
  preview: (id: number) => [...landingKeys.all, 'preview', id] as const,
  stats: (id: number) => [...landingKeys.all, 'stats', id] as const,
  products: () => [...landingKeys.all, 'own-products'] as const,
};

export type LandingPreview = { page: PublicLandingPage; html: string };
/** A product of the creator's own, as the product-grid picker lists it. */
export type OwnProduct = { id: number; name: string; format: string; price: number; is_published: boolean };

export function useLandingPages() {
  return useQuery({
    queryKey: landingKeys.list(),
    queryFn: ({ signal }) => api.get<LandingPageSummary[]>('/landing-pages', { signal }),
  });
}

export function useLandingPage(id: number | undefined) {
  return useQuery({
    queryKey: landingKeys.page(id ?? 0),
    queryFn: ({ signal }) => api.get<LandingPage>(`/landing-pages/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

export function useLandingPreview(id: number | undefined) {
  return useQuery({
    queryKey: landingKeys.preview(id ?? 0),
    queryFn: ({ signal }) => api.get<LandingPreview>(`/landing-pages/${id}/preview`, { signal }),
    enabled: id !== undefined,
  });
}

export function useLandingStats(id: number | undefined) {
  return useQuery({
    queryKey: landingKeys.stats(id ?? 0),
    queryFn: ({ signal }) => api.get<LandingStats>(`/landing-pages/${id}/stats`, { signal }),
    enabled: id !== undefined,
  });
}

/** The creator's products (published or not) for the product grid and video blocks. */
export function useOwnProducts() {
  return useQuery({
    queryKey: landingKeys.products(),
    queryFn: async ({ signal }) =>
      (await api.get<{ items: OwnProduct[] }>('/books', { query: { pageSize: 50 }, signal })).items,
  });
}

function useStorePage() {
  const queryClient = useQueryClient();
  return (page: LandingPage) => {
    queryClient.setQueryData(landingKeys.page(page.id), page);
    void queryClient.invalidateQueries({ queryKey: landingKeys.list() });
    void queryClient.invalidateQueries({ queryKey: landingKeys.preview(page.id) });
  };
}

export function useSaveLandingPage(id: number | undefined) {
  const store = useStorePage();
  return useMutation({
    mutationFn: (input: LandingPageInput) =>
      id === undefined
        ? api.post<LandingPage>('/landing-pages', input)
        : api.put<LandingPage>(`/landing-pages/${id}`, input),
    onSuccess: store,
  });
}

export function useSetLandingStatus(id: number) {
  const store = useStorePage();
  return useMutation({
    mutationFn: (publish: boolean) =>
      api.post<LandingPage>(`/landing-pages/${id}/${publish ? 'publish' : 'unpublish'}`),
    onSuccess: store,
  });
}

export function useDeleteLandingPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/landing-pages/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: landingKeys.all }),
  });
}

export function useUploadLandingImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return (await apiUpload<{ name: string; url: string }>('/landing-pages/images', form)).data;
    },
  });
}
