import type {
  LmsContent,
  LmsContentInput,
  LmsContentUpdate,
  LmsCourse,
  LmsCourseInput,
  LmsCourseUpdate,
  LmsDashboard,
  LmsEmailInviteResult,
  LmsEnrolmentStatus,
  LmsInvite,
  LmsParticipant,
  LmsParticipantDecisionResult,
} from '@pustaka/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiDownload, apiUpload, saveBlob } from '@/lib/api-files';

const BASE = '/publisher/lms';

export const trainerKeys = {
  all: ['lms', 'trainer'] as const,
  courses: () => [...trainerKeys.all, 'courses'] as const,
  course: (id: number) => [...trainerKeys.all, 'course', id] as const,
  contents: (courseId: number) => [...trainerKeys.all, 'contents', courseId] as const,
  content: (id: number) => [...trainerKeys.all, 'content', id] as const,
  invites: (courseId: number) => [...trainerKeys.all, 'invites', courseId] as const,
  participants: (courseId: number, filters: ParticipantFilters) =>
    [...trainerKeys.all, 'participants', courseId, filters] as const,
  dashboard: () => [...trainerKeys.all, 'dashboard'] as const,
  feedback: (courseId: number) => [...trainerKeys.all, 'feedback', courseId] as const,
  /** The trainer's CRS products a course can be sold as, and one of them with its lessons. */
  crsProducts: () => [...trainerKeys.all, 'crs-products'] as const,
  crsProduct: (productId: number | null) => [...trainerKeys.all, 'crs-product', productId] as const,
  categories: () => [...trainerKeys.all, 'categories'] as const,
};

export type ParticipantFilters = { status?: LmsEnrolmentStatus; q?: string };
export type Feedback = {
  rating: number;
  text: string;
  name: string;
  created_at: string;
  course_title: string;
};

export const useTrainerCourses = () =>
  useQuery(
    queryOptions({
      queryKey: trainerKeys.courses(),
      queryFn: ({ signal }) => api.get<LmsCourse[]>(`${BASE}/courses`, { signal }),
    }),
  );

export const useTrainerCourse = (id: number) =>
  useQuery({
    queryKey: trainerKeys.course(id),
    queryFn: ({ signal }) => api.get<LmsCourse>(`${BASE}/courses/${id}`, { signal }),
    enabled: id > 0,
  });

export function useSaveCourse(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LmsCourseInput | LmsCourseUpdate) =>
      id ? api.put<LmsCourse>(`${BASE}/courses/${id}`, input) : api.post<LmsCourse>(`${BASE}/courses`, input),
    onSuccess: (course) => {
      queryClient.setQueryData(trainerKeys.course(course.id), course);
      void queryClient.invalidateQueries({ queryKey: trainerKeys.courses() });
    },
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${BASE}/courses/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: trainerKeys.all }),
  });
}

export function useUploadCourseCover(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiUpload<LmsCourse>(`${BASE}/courses/${id}/cover`, form).then((envelope) => envelope.data);
    },
    onSuccess: (course) => {
      queryClient.setQueryData(trainerKeys.course(id), course);
      void queryClient.invalidateQueries({ queryKey: trainerKeys.courses() });
    },
  });
}

export const useCourseContents = (courseId: number) =>
  useQuery({
    queryKey: trainerKeys.contents(courseId),
    queryFn: ({ signal }) => api.get<LmsContent[]>(`${BASE}/courses/${courseId}/contents`, { signal }),
    enabled: courseId > 0,
  });

export const useTrainerContent = (id: number) =>
  useQuery({
    queryKey: trainerKeys.content(id),
    queryFn: ({ signal }) => api.get<LmsContent>(`${BASE}/contents/${id}`, { signal }),
    enabled: id > 0,
  });

function useContentsChanged() {
  const queryClient = useQueryClient();
  return (content?: LmsContent) => {
    if (content) queryClient.setQueryData(trainerKeys.content(content.id), content);
    void queryClient.invalidateQueries({ queryKey: [...trainerKeys.all, 'contents'] });
    void queryClient.invalidateQueries({ queryKey: trainerKeys.courses() });
  };
}

export function useAddContent(courseId: number) {
  const changed = useContentsChanged();
  return useMutation({
    mutationFn: (input: LmsContentInput) =>
      api.post<LmsContent>(`${BASE}/courses/${courseId}/contents`, input),
    onSuccess: changed,
  });
}

export function useUpdateContent(id: number) {
  const changed = useContentsChanged();
  return useMutation({
    mutationFn: (input: LmsContentUpdate) => api.put<LmsContent>(`${BASE}/contents/${id}`, input),
    onSuccess: changed,
  });
}

export function useDeleteContent() {
  const changed = useContentsChanged();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${BASE}/contents/${id}`),
    onSuccess: () => changed(),
  });
}

export function useReorderContents(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.put<LmsContent[]>(`${BASE}/courses/${courseId}/contents/order`, { content_ids: ids }),
    onMutate: (ids) => {
      const key = trainerKeys.contents(courseId);
      const before = queryClient.getQueryData<LmsContent[]>(key);
      if (before) {
        const byId = new Map(before.map((content) => [content.id, content]));
        queryClient.setQueryData(
          key,
          ids.flatMap((id) => byId.get(id) ?? []),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(trainerKeys.contents(courseId), context.before);
    },
    onSuccess: (contents) => queryClient.setQueryData(trainerKeys.contents(courseId), contents),
  });
}

export function useUploadContentFile(id: number) {
  const changed = useContentsChanged();
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
      contentId = id,
    }: {
      file: File;
      onProgress?: (fraction: number) => void;
      /** A content made just now, before this hook's own id could be known. */
      contentId?: number;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return apiUpload<LmsContent>(`${BASE}/contents/${contentId}/file`, form, { onProgress }).then(
        (envelope) => envelope.data,
      );
    },
    onSuccess: changed,
  });
}

export const useInvites = (courseId: number) =>
  useQuery({
    queryKey: trainerKeys.invites(courseId),
    queryFn: ({ signal }) => api.get<LmsInvite[]>(`${BASE}/courses/${courseId}/invites`, { signal }),
  });

export function useCreateInvite(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Limits are sent only when set.
    mutationFn: (input: { expires_in_hours?: number; max_uses?: number }) =>
      api.post<LmsInvite>(`${BASE}/courses/${courseId}/invites`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: trainerKeys.invites(courseId) }),
  });
}

export function useInviteByEmail(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) =>
      api.post<LmsEmailInviteResult>(`${BASE}/courses/${courseId}/invites/email`, { emails }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [...trainerKeys.all, 'participants', courseId] }),
  });
}

export const useParticipants = (courseId: number, filters: ParticipantFilters) =>
  useQuery({
    queryKey: trainerKeys.participants(courseId, filters),
    queryFn: ({ signal }) =>
      api.get<LmsParticipant[]>(`${BASE}/courses/${courseId}/participants`, {
        signal,
        query: { status: filters.status, q: filters.q || undefined },
      }),
  });

export function useSetParticipant(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, remove }: { userId: number; remove: boolean }) =>
      api.put(`${BASE}/courses/${courseId}/participants/${userId}/${remove ? 'remove' : 'restore'}`),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: [...trainerKeys.all, 'participants', courseId] }),
  });
}

/** Approves or declines join requests, one or many; the lists, the course and the dashboard are read again. */
export function useDecideRequests(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // `bulk` only tells the screen which button started the call.
    mutationFn: ({
      userIds,
      decision,
    }: {
      userIds: number[];
      decision: 'approve' | 'decline';
      bulk?: boolean;
    }) =>
      api.post<LmsParticipantDecisionResult>(`${BASE}/courses/${courseId}/participants/${decision}`, {
        user_ids: userIds,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...trainerKeys.all, 'participants', courseId] });
      void queryClient.invalidateQueries({ queryKey: trainerKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: trainerKeys.courses() });
      void queryClient.invalidateQueries({ queryKey: trainerKeys.course(courseId) });
    },
  });
}

export async function downloadParticipantsCsv(courseId: number, filters: ParticipantFilters) {
  const { blob, filename } = await apiDownload(`${BASE}/courses/${courseId}/participants`, {
    query: { format: 'csv', status: filters.status, q: filters.q || undefined },
  });
  saveBlob(blob, filename ?? `participants-${courseId}.csv`);
}

export const useTrainerDashboard = () =>
  useQuery({
    queryKey: trainerKeys.dashboard(),
    queryFn: ({ signal }) => api.get<LmsDashboard>(`${BASE}/dashboard`, { signal }),
  });

export const useCourseFeedback = (courseId: number) =>
  useQuery({
    queryKey: trainerKeys.feedback(courseId),
    queryFn: ({ signal }) => api.get<Feedback[]>(`${BASE}/courses/${courseId}/feedback`, { signal }),
  });

/** The trainer's quizzes a quiz content may play (the newest hundred). */
export const useTrainerQuizzes = (enabled = true) =>
  useQuery({
    queryKey: [...trainerKeys.all, 'quizzes'] as const,
    queryFn: ({ signal }) =>
      api.get<{ items: { id: number; title: string; pass_mark_percent: number }[] }>(
        '/publisher/lms/quizzes',
        {
          query: { page: 1, pageSize: 100 },
          signal,
        },
      ),
    enabled,
  });
