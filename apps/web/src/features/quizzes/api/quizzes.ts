import type {
  ManagedQuiz,
  QuizQuestionInput,
  QuizSettingsInput,
  QuizSettingsUpdate,
  QuizStats,
  QuizSummarySchema,
} from '@pustaka/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiDownload, apiUpload, saveBlob } from '@/lib/api-files';
import type { PageOf } from '@/lib/api-types';

export type QuizPage = PageOf<typeof QuizSummarySchema>;
export const QUIZ_PAGE_SIZE = 20;
const BASE = '/publisher/lms/quizzes';

export const quizKeys = {
  all: ['lms-quizzes'] as const,
  list: (page: number) => [...quizKeys.all, 'list', page] as const,
  detail: (id: number) => [...quizKeys.all, 'detail', id] as const,
  stats: (id: number) => [...quizKeys.all, 'stats', id] as const,
};

export function quizListQueryOptions(page: number) {
  return queryOptions({
    queryKey: quizKeys.list(page),
    queryFn: ({ signal }) => api.get<QuizPage>(BASE, { query: { page, pageSize: QUIZ_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useQuizList = (page: number) => useQuery(quizListQueryOptions(page));

export function useManagedQuiz(id: number) {
  return useQuery({
    queryKey: quizKeys.detail(id),
    queryFn: ({ signal }) => api.get<ManagedQuiz>(`${BASE}/${id}`, { signal }),
    enabled: id > 0,
    retry: false,
  });
}

export function useQuizStats(id: number, enabled: boolean) {
  return useQuery({
    queryKey: quizKeys.stats(id),
    queryFn: ({ signal }) => api.get<QuizStats>(`${BASE}/${id}/stats`, { signal }),
    enabled: enabled && id > 0,
  });
}

/** Every change answers with the whole quiz: it replaces the cached one, and the list refreshes. */
function useStore() {
  const queryClient = useQueryClient();
  return (quiz?: ManagedQuiz) => {
    if (quiz) queryClient.setQueryData(quizKeys.detail(quiz.id), quiz);
    void queryClient.invalidateQueries({ queryKey: [...quizKeys.all, 'list'] });
  };
}

export function useCreateQuiz() {
  const store = useStore();
  return useMutation({
    mutationFn: (input: QuizSettingsInput) => api.post<ManagedQuiz>(BASE, input),
    onSuccess: store,
  });
}

export function useQuizMutations(id: number) {
  const store = useStore();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (input: QuizSettingsUpdate) => api.put<ManagedQuiz>(`${BASE}/${id}`, input),
    onSuccess: store,
  });
  const remove = useMutation({
    mutationFn: () => api.delete<unknown>(`${BASE}/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: quizKeys.detail(id) });
      store();
    },
  });
  const addQuestion = useMutation({
    mutationFn: (input: QuizQuestionInput) => api.post<ManagedQuiz>(`${BASE}/${id}/questions`, input),
    onSuccess: store,
  });
  const updateQuestion = useMutation({
    mutationFn: ({ questionId, input }: { questionId: number; input: QuizQuestionInput }) =>
      api.put<ManagedQuiz>(`${BASE}/${id}/questions/${questionId}`, input),
    onSuccess: store,
  });
  const deleteQuestion = useMutation({
    mutationFn: (questionId: number) => api.delete<ManagedQuiz>(`${BASE}/${id}/questions/${questionId}`),
    onSuccess: store,
  });
  const reorder = useMutation({
    mutationFn: (questionIds: number[]) =>
      api.put<ManagedQuiz>(`${BASE}/${id}/questions/order`, { question_ids: questionIds }),
    onSuccess: store,
  });
  const setImage = useMutation({
    mutationFn: async ({ questionId, file }: { questionId: number; file: File | null }) => {
      const path = `${BASE}/${id}/questions/${questionId}/image`;
      if (!file) return api.delete<ManagedQuiz>(path);
      const form = new FormData();
      form.append('image', file);
      return (await apiUpload<ManagedQuiz>(path, form)).data;
    },
    onSuccess: store,
  });
  const importCsv = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await apiUpload<{ imported: number }>(`${BASE}/${id}/import`, form)).data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: quizKeys.detail(id) }),
  });
  const exportCsv = useMutation({
    mutationFn: async () => {
      const { blob, filename } = await apiDownload(`${BASE}/${id}/export`);
      saveBlob(blob, filename ?? `kuis-${id}.csv`);
    },
  });
  return {
    update,
    remove,
    addQuestion,
    updateQuestion,
    deleteQuestion,
    reorder,
    setImage,
    importCsv,
    exportCsv,
  };
}
