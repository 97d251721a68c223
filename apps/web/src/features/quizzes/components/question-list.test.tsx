// @vitest-environment happy-dom
import type { ManagedQuiz, QuizQuestion } from '@pustaka/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { QuestionList } from './question-list';

const reorder = vi.fn();
const idle = { mutate: vi.fn(), isPending: false, isError: false, error: null };
vi.mock('@/features/quizzes/api/quizzes', () => ({
  useQuizMutations: () => ({
    reorder: { ...idle, mutate: reorder },
    deleteQuestion: idle,
    setImage: idle,
    updateQuestion: idle,
    addQuestion: idle,
  }),
}));

const question = (id: number, text: string): QuizQuestion => ({
  id,
  position: id,
  type: 'true_false',
  text,
  image_url: null,
  options: [],
  correct_indexes: [],
  correct_answer: true,
  accepted_answers: [],
  points: 1,
  time_limit_seconds: null,
});

const quiz = {
  id: 9,
  title: 'Kuis',
  questions: [question(11, 'Satu'), question(12, 'Dua'), question(13, 'Tiga')],
} as unknown as ManagedQuiz;

afterEach(() => {
  cleanup();
  reorder.mockReset();
});

describe('QuestionList', () => {
  it('moves a question by dragging it onto another', () => {
    renderWithProviders(<QuestionList quiz={quiz} />);
    const rows = screen.getAllByTestId('question-row');
    fireEvent.dragStart(rows[0] as HTMLElement);
    fireEvent.dragOver(rows[2] as HTMLElement);
    fireEvent.drop(rows[2] as HTMLElement);
    expect(reorder).toHaveBeenCalledWith([12, 13, 11]);
  });

  it('moves a question with the arrow keys on its handle, and not past the ends', () => {
    renderWithProviders(<QuestionList quiz={quiz} />);
    const handles = screen.getAllByTestId('question-handle');
    fireEvent.keyDown(handles[1] as HTMLElement, { key: 'ArrowUp' });
    expect(reorder).toHaveBeenLastCalledWith([12, 11, 13]);
    fireEvent.keyDown(handles[2] as HTMLElement, { key: 'ArrowDown' });
    expect(reorder).toHaveBeenCalledTimes(1);
  });
});
