// @vitest-environment happy-dom
import type { QuestionProposal } from '@pustaka/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { AssistantPanel } from './assistant-panel';

const proposal = (text: string, quote: string): QuestionProposal => ({
  type: 'single_choice',
  text,
  options: ['47 meter', '42 meter'],
  correct_indexes: [0],
  explanation: `Lihat paragraf 3: "${quote}"`,
  citation: { quote, heading: 'Candi Prambanan', paragraph: 3, page: null },
});
const PROPOSALS = [
  proposal('Soal satu?', 'Kalimat sumber satu.'),
  proposal('Soal dua?', 'Kalimat sumber dua.'),
  proposal('Soal tiga?', 'Kalimat sumber tiga.'),
];

type Callbacks = { onSuccess?: (data: unknown) => void; onSettled?: () => void };
const calls = { propose: [] as unknown[], add: [] as unknown[] };
let answer: { questions: QuestionProposal[] } | Error = { questions: PROPOSALS };
const mutation = (record: unknown[], reply: () => unknown) => ({
  mutate: (input: unknown, callbacks?: Callbacks) => {
    record.push(input);
    const value = reply();
    if (!(value instanceof Error)) callbacks?.onSuccess?.(value);
    callbacks?.onSettled?.();
  },
  isPending: false,
  isSuccess: false,
  error: null as Error | null,
  reset: vi.fn(),
  variables: undefined,
});

vi.mock('@/features/quizzes/api/assistant', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/quizzes/api/assistant')>();
  return {
    questionOf: actual.questionOf,
    useProposeQuestions: () => {
      const m = mutation(calls.propose, () => answer);
      if (answer instanceof Error) m.error = answer;
      return m;
    },
    useAddQuestions: () => mutation(calls.add, () => ({})),
    useUploadSourcePdf: () => mutation([], () => ({})),
    useSourceEbooks: () => ({ isPending: false, isError: false, data: [] }),
  };
});

afterEach(() => {
  cleanup();
  calls.propose.length = 0;
  calls.add.length = 0;
  answer = { questions: PROPOSALS };
});

const LESSON = 'Candi Prambanan adalah kompleks candi Hindu. '.repeat(6);

function generate() {
  fireEvent.change(screen.getByTestId('assistant-text'), { target: { value: LESSON } });
  fireEvent.click(screen.getByTestId('assistant-generate'));
}

describe('AssistantPanel', () => {
  it('asks for the pasted text and adds only the kept questions, edited, without their citations', () => {
    renderWithProviders(<AssistantPanel quizId={4} />);
    expect((screen.getByTestId('assistant-generate') as HTMLButtonElement).disabled).toBe(true);
    generate();
    expect(calls.propose[0]).toEqual({
      source: { kind: 'text', text: LESSON },
      count: 5,
      language: 'id',
      types: ['single_choice', 'true_false', 'short_answer'],
      exclude: [],
    });
    const cards = screen.getAllByTestId('proposal');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] as HTMLElement).getByTestId('proposal-quote').textContent).toBe(
      'Kalimat sumber satu.',
    );
    expect(cards[0]?.textContent).toContain('bagian "Candi Prambanan" · paragraf 3');

    fireEvent.change(within(cards[0] as HTMLElement).getByTestId('proposal-text'), {
      target: { value: 'Soal satu, disunting?' },
    });
    fireEvent.click(within(cards[1] as HTMLElement).getByTestId('proposal-reject'));
    expect(screen.getAllByTestId('proposal')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('assistant-add'));
    expect(calls.add[0]).toEqual([
      {
        type: 'single_choice',
        text: 'Soal satu, disunting?',
        options: ['47 meter', '42 meter'],
        correct_indexes: [0],
      },
      { type: 'single_choice', text: 'Soal tiga?', options: ['47 meter', '42 meter'], correct_indexes: [0] },
    ]);
  });

  it('regenerates one question, telling the server which ones were already shown', () => {
    renderWithProviders(<AssistantPanel quizId={4} />);
    generate();
    answer = { questions: [proposal('Soal baru?', 'Kalimat sumber baru.')] };
    fireEvent.click(within(screen.getAllByTestId('proposal')[1] as HTMLElement).getByText('Buat ulang'));
    expect(calls.propose[1]).toMatchObject({
      count: 1,
      types: ['single_choice'],
      exclude: ['Soal satu?', 'Soal dua?', 'Soal tiga?'],
    });
    const texts = screen.getAllByTestId('proposal-text').map((field) => (field as HTMLTextAreaElement).value);
    expect(texts).toEqual(['Soal satu?', 'Soal baru?', 'Soal tiga?']);
  });

  it('shows the server refusal and an empty state once every proposal is rejected', () => {
    answer = new Error('Asisten tidak menemukan kalimat yang bisa dijadikan soal.');
    const { unmount } = renderWithProviders(<AssistantPanel quizId={4} />);
    generate();
    expect(screen.getByText('Asisten tidak menemukan kalimat yang bisa dijadikan soal.')).toBeTruthy();
    unmount();
    answer = { questions: [PROPOSALS[0] as QuestionProposal] };
    renderWithProviders(<AssistantPanel quizId={4} />);
    generate();
    fireEvent.click(screen.getByTestId('proposal-reject'));
    expect(screen.getByText('Tidak ada soal yang diusulkan')).toBeTruthy();
  });
});
