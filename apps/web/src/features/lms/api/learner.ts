import type {
  LmsCertificate,
  LmsCourse,
  LmsCourseDetail,
  LmsCourseSchema,
  LmsEnrolment,
  LmsHome,
  LmsLearnerContent,
  LmsOpenedContent,
  LmsProgress,
} from '@pustaka/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '@/lib/api-client';
import { apiDownload, saveBlob } from '@/lib/api-files';
import type { PageOf } from '@/lib/api-types';

export const learnerKeys = {
  all: ['lms', 'learner'] as const,
  home: () => [...learnerKeys.all, 'home'] as const,
  browse: (q: string, page: number) => [...learnerKeys.all, 'browse', q, page] as const,
  course: (id: number) => [...learnerKeys.all, 'course', id] as const,
  contents: (courseId: number) => [...learnerKeys.all, 'contents', courseId] as const,
  content: (id: number) => [...learnerKeys.all, 'content', id] as const,
  invite: (slug: string, token: string) => [...learnerKeys.all, 'invite', slug, token] as const,
  certificate: (code: string) => [...learnerKeys.all, 'certificate', code] as const,
};

export type OpenedContent = LmsOpenedContent;
export type InviteCheck = {
  course: {
    id: number;
    title: string;
    trainer_name: string;
    cover_url: string | null;
    requires_approval: boolean;
  };
  valid: boolean;
  reason: 'expired' | 'used_up' | 'unknown' | null;
};

export const useLmsHome = () =>
  useQuery({
    queryKey: learnerKeys.home(),
    queryFn: ({ signal }) => api.get<LmsHome>('/lms/me', { signal }),
  });

export const useBrowseCourses = (q: string, page: number) =>
  useQuery({
    queryKey: learnerKeys.browse(q, page),
    queryFn: ({ signal }) =>
      api.get<PageOf<typeof LmsCourseSchema>>('/lms/courses', { signal, query: { q: q || undefined, page } }),
    placeholderData: keepPreviousData,
  });

export const useCourseDetail = (id: number) =>
  useQuery({
    queryKey: learnerKeys.course(id),
    queryFn: ({ signal }) => api.get<LmsCourseDetail>(`/lms/courses/${id}`, { signal }),
    enabled: id > 0,
  });

export const useLearnerContents = (courseId: number, enabled = true) =>
  useQuery({
    queryKey: learnerKeys.contents(courseId),
    queryFn: ({ signal }) => api.get<LmsLearnerContent[]>(`/lms/courses/${courseId}/contents`, { signal }),
    enabled: enabled && courseId > 0,
  });

/** How often an opened content is asked for again while the PDF of its PowerPoint slides is made. */
const RENDITION_POLL_MS = 2_000;

export const useOpenedContent = (id: number) =>
  useQuery({
    queryKey: learnerKeys.content(id),
    queryFn: ({ signal }) => api.get<OpenedContent>(`/lms/contents/${id}`, { signal }),
    enabled: id > 0,
    retry: false,
    // The viewers keep the address they opened with, so asking again does not reload what is shown.
    refetchInterval: (query) =>
      query.state.data?.rendition?.status === 'pending' ? RENDITION_POLL_MS : false,
  });

export function useLearnerChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: learnerKeys.all });
}

export function useEnrol(courseId: number) {
  const changed = useLearnerChanged();
  return useMutation({
    mutationFn: () => api.post<LmsEnrolment>(`/lms/courses/${courseId}/enroll`),
    onSuccess: changed,
  });
}

export const useInviteCheck = (slug: string, token: string) =>
  useQuery({
    queryKey: learnerKeys.invite(slug, token),
    queryFn: ({ signal }) =>
      api.get<InviteCheck>(`/public/lms/join/${slug}/validate`, { signal, query: { invite: token } }),
    enabled: Boolean(slug && token),
    retry: false,
  });

export function useJoin(slug: string, token: string) {
  const changed = useLearnerChanged();
  return useMutation({
    mutationFn: () =>
      api.post<{ course_id: number }>(`/lms/join/${slug}?invite=${encodeURIComponent(token)}`),
    onSuccess: changed,
  });
}

export const useSendCourseVerification = () =>
  useMutation({
    mutationFn: (courseId: number) => api.post('/lms/verify-email/send', { course_id: courseId }),
  });

export const verifyCourseEmail = (token: string) =>
  api.get<{ course_id: number }>('/public/lms/verify', { query: { token } });

export const useSendFeedback = (courseId: number) =>
  useMutation({
    mutationFn: (input: { rating: number; text: string }) =>
      api.post(`/lms/courses/${courseId}/feedback`, input),
  });

export async function downloadCertificate(courseId: number) {
  const { blob, filename } = await apiDownload(`/lms/courses/${courseId}/certificate`);
  saveBlob(blob, filename ?? 'sertifikat.pdf');
}

export const usePublicCertificate = (code: string) =>
  useQuery({
    queryKey: learnerKeys.certificate(code),
    queryFn: ({ signal }) =>
      api.get<LmsCertificate>(`/public/lms/certificates/${encodeURIComponent(code)}`, { signal }),
    retry: false,
  });

export function saveLmsProgress(contentId: number, input: { position: number; percentage: number }) {
  return api.put<LmsProgress>(`/lms/contents/${contentId}/progress`, input);
}

/**
 * Saves where the learner is at most once per `everyMs` while it changes, at once when asked (completion,
 * pause, leaving). When a save completes the content, the course's lists are read again.
 */
export function useLmsProgressSaver(contentId: number, everyMs = 10_000) {
  const queryClient = useQueryClient();
  const pending = useRef<{ position: number; percentage: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const send = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const input = pending.current;
    pending.current = null;
    if (!input) return;
    const saved = await saveLmsProgress(contentId, input).catch(() => undefined);
    if (saved?.completed) void queryClient.invalidateQueries({ queryKey: learnerKeys.all });
  }, [contentId, queryClient]);
  const save = useCallback(
    (input: { position: number; percentage: number }, now = false) => {
      pending.current = input;
      if (now) return send();
      if (!timer.current) timer.current = setTimeout(() => void send(), everyMs);
      return Promise.resolve();
    },
    [send, everyMs],
  );
  useEffect(() => () => void send(), [send]);
  return save;
}

export type { LmsCourse };
