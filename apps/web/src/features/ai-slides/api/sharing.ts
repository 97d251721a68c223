import type {
  AiUsage,
  GoogleAuthStatus,
  GoogleSlidesExport,
  PublishedSlideshow,
  PublishSlideshowInput,
  SlideSourceEbook,
  SlideSourceUpload,
  Slideshow,
} from '@pustaka/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-files';
import { slidesKeys } from './slideshows';

export const sharingKeys = {
  usage: () => [...slidesKeys.all, 'usage'] as const,
  ebooks: () => [...slidesKeys.all, 'source-ebooks'] as const,
  google: () => [...slidesKeys.all, 'google-status'] as const,
};

/** The month's AI tokens against the plan's quota (nothing is counted with the built-in generator). */
export function useAiUsage() {
  return useQuery({
    queryKey: sharingKeys.usage(),
    queryFn: ({ signal }) => api.get<AiUsage>('/ai-slides/usage', { signal }),
    retry: false,
  });
}

/** The ebooks (PDF products) the user bought or sells, which a deck can be made from. */
export function useSourceEbooks(enabled: boolean) {
  return useQuery({
    queryKey: sharingKeys.ebooks(),
    queryFn: async ({ signal }) => {
      const data = await api.get<SlideSourceEbook[] | { items: SlideSourceEbook[] }>(
        '/ai-slides/sources/ebooks',
        {
          signal,
        },
      );
      return Array.isArray(data) ? data : data.items;
    },
    enabled,
  });
}

/** A PDF read by the server for a new deck; the answer names its pages and the headings found. */
export function useUploadSourcePdf() {
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return (await apiUpload<SlideSourceUpload>('/ai-slides/sources/upload', form, { onProgress })).data;
    },
  });
}

export function useGoogleStatus() {
  return useQuery({
    queryKey: sharingKeys.google(),
    queryFn: ({ signal }) => api.get<GoogleAuthStatus>('/ai-slides/google/auth-status', { signal }),
    retry: false,
  });
}

/** Sends the browser to Google's consent screen; it comes back to `returnTo` with `?google=connected`. */
export function useConnectGoogle() {
  return useMutation({
    mutationFn: async (returnTo: string) => {
      const { url } = await api.get<{ url: string }>('/ai-slides/google/auth-url', {
        query: { return_to: returnTo },
      });
      window.location.assign(url);
    },
  });
}

/** Forgets the Google tokens the server keeps for the user. */
export function useDisconnectGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>('/ai-slides/google/connection'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharingKeys.google() }),
  });
}

export function useExportGoogleSlides() {
  return useMutation({
    mutationFn: (slideshowId: number) =>
      api.post<GoogleSlidesExport>('/ai-slides/export-gslides', { slideshow_id: slideshowId }),
  });
}

/** The deck as a PPT product draft (or the same product updated when it was published before). */
export function usePublishSlideshow(deckId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishSlideshowInput) =>
      api.post<PublishedSlideshow>(`/ai-slides/slideshow/${deckId}/publish`, input),
    onSuccess: (published) =>
      queryClient.setQueryData<Slideshow>(slidesKeys.deck(deckId), (deck) =>
        deck ? { ...deck, published_product_id: published.product_id } : deck,
      ),
  });
}
