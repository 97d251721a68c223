import type {
  CreateSlideshowInput,
  DeckOutlineItem,
  DeckTheme,
  Slide,
  SlideAsset,
  SlideChanges,
  Slideshow,
  SlideshowSummarySchema,
} from '@pustaka/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiDownload, apiUpload, saveBlob } from '@/lib/api-files';

export const slidesKeys = {
  all: ['ai-slides'] as const,
  list: (page: number) => [...slidesKeys.all, 'list', page] as const,
  deck: (id: number) => [...slidesKeys.all, 'deck', id] as const,
};

export type SlideshowSummary = z.infer<typeof SlideshowSummarySchema>;
export type SlideshowPage = { items: SlideshowSummary[]; page: number; pageSize: number; total: number };

/** How often a deck being written is asked for again: each answer shows the slides stored so far. */
export const GENERATING_POLL_MS = 1_000;

export function useSlideshows(page: number) {
  return useQuery({
    queryKey: slidesKeys.list(page),
    queryFn: ({ signal }) =>
      api.get<SlideshowPage>('/ai-slides/slideshows', { query: { page, pageSize: 12 }, signal }),
  });
}

/** One deck; while its slides are being written it is fetched again every second. */
export function useSlideshow(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: slidesKeys.deck(id),
    queryFn: ({ signal }) => api.get<Slideshow>(`/ai-slides/slideshow/${id}`, { signal }),
    enabled: id > 0 && options.enabled !== false,
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? GENERATING_POLL_MS : false),
  });
}

function storeDeck(queryClient: QueryClient, deck: Slideshow) {
  queryClient.setQueryData(slidesKeys.deck(deck.id), deck);
  void queryClient.invalidateQueries({ queryKey: [...slidesKeys.all, 'list'] });
}

/** Puts a changed slide into the cached deck, so every screen shows it without asking again. */
function storeSlide(queryClient: QueryClient, deckId: number, slide: Slide) {
  queryClient.setQueryData<Slideshow>(slidesKeys.deck(deckId), (deck) =>
    deck ? { ...deck, slides: deck.slides.map((s) => (s.id === slide.id ? slide : s)) } : deck,
  );
}

export function useCreateSlideshow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSlideshowInput) => api.post<Slideshow>('/ai-slides/prompts', input),
    onSuccess: (deck) => storeDeck(queryClient, deck),
  });
}

export function useDeleteSlideshow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`/ai-slides/slideshow/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: slidesKeys.deck(id) });
      void queryClient.invalidateQueries({ queryKey: [...slidesKeys.all, 'list'] });
    },
  });
}

export function useUpdateSlideshow(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { title?: string; theme?: DeckTheme }) =>
      api.patch<Slideshow>(`/ai-slides/slideshow/${id}`, changes),
    onSuccess: (deck) => storeDeck(queryClient, deck),
  });
}

export function useSaveOutline(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outline: DeckOutlineItem[]) =>
      api.patch<Slideshow>(`/ai-slides/slideshow/${id}/outline`, { outline }),
    onSuccess: (deck) => storeDeck(queryClient, deck),
  });
}

export function useGenerateSlides(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Slideshow>(`/ai-slides/slides/generate/${id}`),
    onSuccess: (deck) => storeDeck(queryClient, deck),
  });
}

export function usePatchSlide(deckId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slideId, changes }: { slideId: number; changes: SlideChanges }) =>
      api.patch<Slide>(`/ai-slides/slide/${slideId}`, changes),
    onSuccess: (slide) => storeSlide(queryClient, deckId, slide),
  });
}

export function useUndoSlide(deckId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slideId: number) => api.post<Slide>(`/ai-slides/slide/${slideId}/undo`),
    onSuccess: (slide) => storeSlide(queryClient, deckId, slide),
  });
}

export function useRegenerateElement(deckId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slideId, element }: { slideId: number; element: 'title' | 'bullets' | 'notes' }) =>
      api.post<Slide>(`/ai-slides/elements/generate/${slideId}`, { element }),
    onSuccess: (slide) => storeSlide(queryClient, deckId, slide),
  });
}

export function useDeleteSlide(deckId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slideId: number) => api.delete<null>(`/ai-slides/slide/${slideId}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: slidesKeys.deck(deckId) }),
  });
}

/** Moves a slide; the deck shows the new order at once and goes back if the server refuses. */
export function useReorderSlide(deckId: number) {
  const queryClient = useQueryClient();
  const key = slidesKeys.deck(deckId);
  return useMutation({
    mutationFn: ({ slideId, orderIndex }: { slideId: number; orderIndex: number }) =>
      api.patch<Slide[]>(`/ai-slides/slide/${slideId}/reorder`, { order_index: orderIndex }),
    onMutate: async ({ slideId, orderIndex }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Slideshow>(key);
      if (before) {
        const slides = [...before.slides];
        const from = slides.findIndex((s) => s.id === slideId);
        const [moved] = slides.splice(from, 1);
        if (moved) slides.splice(orderIndex, 0, moved);
        queryClient.setQueryData<Slideshow>(key, {
          ...before,
          slides: slides.map((s, index) => ({ ...s, order_index: index })),
        });
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (slides) =>
      queryClient.setQueryData<Slideshow>(key, (deck) => (deck ? { ...deck, slides } : deck)),
  });
}

export function useUploadAsset(deckId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('image', file);
      const path = `/ai-slides/assets/upload?slideshow_id=${deckId}`;
      return (await apiUpload<SlideAsset>(path, form, { onProgress })).data;
    },
    onSuccess: (asset) =>
      queryClient.setQueryData<Slideshow>(slidesKeys.deck(deckId), (deck) =>
        deck ? { ...deck, assets: [...deck.assets, asset] } : deck,
      ),
  });
}

export type ExportFormat = 'pptx' | 'pdf';

/** Downloads the deck as a PPTX or PDF file, drawn by the server from the same layout as the preview. */
export function useExportDeck(deck: { id: number; title: string }) {
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const file = await apiDownload(`/ai-slides/slideshow/${deck.id}/export`, { query: { format } });
      saveBlob(file.blob, file.filename ?? `${deck.title || 'slides'}.${format}`);
    },
  });
}
