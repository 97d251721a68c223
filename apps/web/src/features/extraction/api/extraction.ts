import type {
  ApiKey,
  CreatedApiKey,
  ExtractFormat,
  ExtractionUsage,
  PdfExtractResult,
  PdfJob,
  WebExtractResult,
} from '@pustaka/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

export const extractionKeys = {
  all: ['extraction'] as const,
  usage: () => [...extractionKeys.all, 'usage'] as const,
  job: (id: string) => [...extractionKeys.all, 'job', id] as const,
};

/** The plan's quota and its used part, the keys, and the last 30 days of use per key. */
export const usageQuery = () =>
  queryOptions({
    queryKey: extractionKeys.usage(),
    queryFn: ({ signal }) => api.get<ExtractionUsage>('/extraction/usage', { signal }),
  });

export function useExtractionUsage() {
  return useQuery(usageQuery());
}

function useRefreshUsage() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: extractionKeys.usage() });
}

export function useCreateKey() {
  const refresh = useRefreshUsage();
  return useMutation({
    mutationFn: (name: string) => api.post<CreatedApiKey>('/extraction/keys', { name }),
    onSuccess: refresh,
  });
}

export function useRevokeKey() {
  const refresh = useRefreshUsage();
  return useMutation({
    mutationFn: (id: number) => api.delete<ApiKey>(`/extraction/keys/${id}`),
    onSuccess: refresh,
  });
}

/** What the playground asks for: a page, a PDF by address, or a PDF file. */
export type PlaygroundRequest =
  | { kind: 'web'; url?: string; html?: string; format: ExtractFormat; fallback: boolean }
  | { kind: 'pdf-url'; url: string }
  | { kind: 'pdf-file'; file: File };

/** A finished extraction, or a long PDF's job still running. */
export type PlaygroundOutcome =
  | { kind: 'web'; result: WebExtractResult }
  | { kind: 'pdf'; result: PdfExtractResult }
  | { kind: 'job'; job: PdfJob };

/** Extractions from the dashboard run with the session (the browser never keeps a key) and count like any other. */
export function usePlaygroundExtract() {
  const refresh = useRefreshUsage();
  return useMutation({
    mutationFn: async (request: PlaygroundRequest): Promise<PlaygroundOutcome> => {
      if (request.kind === 'web') {
        const result = await api.post<WebExtractResult>('/extraction/playground/web-extract', {
          ...(request.url ? { url: request.url } : {}),
          ...(request.html ? { html: request.html } : {}),
          format: request.format,
          fallback: request.fallback,
        });
        return { kind: 'web', result };
      }
      let body: unknown = { pdf_url: request.kind === 'pdf-url' ? request.url : '' };
      if (request.kind === 'pdf-file') {
        const form = new FormData();
        form.append('pdf_file', request.file);
        body = form;
      }
      const envelope = await apiRequest<PdfExtractResult | PdfJob>('/extraction/playground/pdf-extract', {
        method: 'POST',
        body,
        timeoutMs: 120_000,
      });
      const data = envelope.data;
      return 'status_url' in data ? { kind: 'job', job: data } : { kind: 'pdf', result: data };
    },
    onSuccess: refresh,
  });
}

/** Polls a long PDF's job every two seconds until it is done or failed. */
export function usePdfJob(id: string | null) {
  const refresh = useRefreshUsage();
  return useQuery({
    queryKey: extractionKeys.job(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const job = await api.get<PdfJob>(`/pdf-extract/jobs/${id}`, { signal });
      if (job.status === 'done') void refresh();
      return job;
    },
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 2_000;
    },
  });
}
