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
  emailVerification: (token: string) => [...learnerKeys.all, 'verify', token] as const,
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

/** A progress save: where the learner is, and whether the media plays or the text is on screen. */
export type ProgressReport = { position: number; active: boolean };

export function saveLmsProgress(contentId: number, input: ProgressReport) {
  return api.put<LmsProgress>(`/lms/contents/${contentId}/progress`, input);
}

/**
 * Sends progress saves of one content one at a time, in order (the server counts the time between them), and
 * puts each answer in the opened content so the learner sees what is left; when a save completes the
 * content, the course's lists (locks, outline, certificate) are read again.
 */
export function useProgressReporter(contentId: number) {
  const queryClient = useQueryClient();
  const queue = useRef(Promise.resolve());
  return useCallback(
    (input: ProgressReport) => {
      queue.current = queue.current.then(async () => {
        const saved = await saveLmsProgress(contentId, input).catch(() => undefined);
        if (!saved) return;
        const before = queryClient.getQueryData<OpenedContent>(learnerKeys.content(contentId));
        queryClient.setQueryData<OpenedContent>(learnerKeys.content(contentId), (opened) =>
          opened ? { ...opened, content: { ...opened.content, progress: saved } } : opened,
        );
        if (saved.completed && !before?.content.progress.completed) {
          void queryClient.invalidateQueries({ queryKey: learnerKeys.contents(before?.course.id ?? 0) });
          void queryClient.invalidateQueries({ queryKey: learnerKeys.home() });
          if (before) void queryClient.invalidateQueries({ queryKey: learnerKeys.course(before.course.id) });
        }
      });
      return queue.current;
    },
    [contentId, queryClient],
  );
}

/** How often a playing media or a text on screen reports; the server counts at most two minutes between saves. */
export const HEARTBEAT_MS = 10_000;

/**
 * Reports every HEARTBEAT_MS while `active()` says the media plays or the text shows, and once more when it
 * stops or the viewer closes. `read()` gives the position now.
 */
export function useHeartbeat(contentId: number, read: () => ProgressReport, enabled: boolean) {
  const report = useProgressReporter(contentId);
  const readRef = useRef(read);
  readRef.current = read;
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const idle = useCallback(() => undefined, []);
  const beat = useCallback(() => {
    const now = readRef.current();
    void report(now);
    if (now.active && !timer.current) {
      timer.current = setInterval(() => void report(readRef.current()), HEARTBEAT_MS);
    } else if (!now.active && timer.current) {
      clearInterval(timer.current);
      timer.current = null;
    }
  }, [report]);
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
      timer.current = null;
      if (enabled) void report({ ...readRef.current(), active: false });
    },
    [report, enabled],
  );
  return enabled ? beat : idle;
}

export type { LmsCourse };
