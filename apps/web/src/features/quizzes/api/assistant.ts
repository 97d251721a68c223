import type {
  ManagedQuiz,
  QuestionProposal,
  QuizQuestionInput,
  QuizQuestionProposals,
  QuizQuestionsRequest,
  SlideSourceEbook,
  SlideSourceUpload,
} from '@pustaka/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-files';
import { quizKeys } from './quizzes';

/** The content assistant's calls: proposals from a source, and adding the kept ones to a quiz. */

export const assistantKeys = {
  sourceEbooks: ['assistant', 'source-ebooks'] as const,
};

export function useProposeQuestions() {
  return useMutation({
    mutationFn: (request: QuizQuestionsRequest) =>
      api.post<QuizQuestionProposals>('/assistant/quiz-questions', request),
  });
}

/** The ebooks the trainer may ask about (bought or sold), fetched when that source is chosen. */
export function useSourceEbooks(enabled: boolean) {
  return useQuery({
    queryKey: assistantKeys.sourceEbooks,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: SlideSourceEbook[] }>('/ai-slides/sources/ebooks', { signal })).items,
    enabled,
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

/** A proposal as the question-create body: its explanation and citation stay behind. */
export function questionOf({
  explanation: _explanation,
  citation: _citation,
  ...question
}: QuestionProposal) {
  return question satisfies QuizQuestionInput;
}

export function useAddQuestions(quizId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questions: QuizQuestionInput[]) =>
      api.post<ManagedQuiz>(`/publisher/lms/quizzes/${quizId}/questions/bulk`, { questions }),
    onSuccess: (quiz) => {
      queryClient.setQueryData(quizKeys.detail(quiz.id), quiz);
      void queryClient.invalidateQueries({ queryKey: [...quizKeys.all, 'list'] });
    },
  });
}
