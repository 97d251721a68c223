import type {
  CourseBuild,
  CourseBuildRequest,
  CoursePlan,
  CoursePlanRequest,
  SlideSourceEbook,
  SlideSourceUpload,
} from '@pustaka/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-files';

/** A course from an ebook: the plan the assistant proposes, and the build that makes the draft course. */

export const courseFromSourceKeys = {
  all: ['course-from-source'] as const,
  sourceEbooks: () => [...courseFromSourceKeys.all, 'source-ebooks'] as const,
  build: (id: string) => [...courseFromSourceKeys.all, 'build', id] as const,
};

/** How often a running build is asked for its progress. */
export const BUILD_POLL_MS = 1_000;

/** The PDF ebooks the trainer bought (`owned`: referenced, never copied) or sells (`created`: copied). */
export function useSourceEbooks() {
  return useQuery({
    queryKey: courseFromSourceKeys.sourceEbooks(),
    queryFn: async ({ signal }) =>
      (await api.get<{ items: SlideSourceEbook[] }>('/ai-slides/sources/ebooks', { signal })).items,
  });
}

/** A PDF read once on the server and kept as text for a day; the answer's `upload_id` is the source. */
export function useUploadSourcePdf() {
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return (await apiUpload<SlideSourceUpload>('/ai-slides/sources/upload', form, { onProgress })).data;
    },
  });
}

/** Reads the source's outline and proposes a course; nothing is stored. */
export function useProposePlan() {
  return useMutation({
    mutationFn: (request: CoursePlanRequest) => api.post<CoursePlan>('/assistant/course-plans', request),
  });
}

/** Starts making the draft course from the edited plan; the answer is the build to follow. */
export function useStartBuild() {
  return useMutation({
    mutationFn: (request: CourseBuildRequest) => api.post<CourseBuild>('/assistant/course-builds', request),
  });
}

/** A build, asked again every second while it runs. */
export function useCourseBuild(id: string | null) {
  return useQuery({
    queryKey: courseFromSourceKeys.build(id ?? ''),
    queryFn: ({ signal }) => api.get<CourseBuild>(`/assistant/course-builds/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? BUILD_POLL_MS : false),
  });
}
