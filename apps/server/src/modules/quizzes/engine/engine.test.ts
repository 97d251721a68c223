import { describe, expect, it } from 'vitest';
import {
  buildQuestion,
  draftOf,
  hasPassed,
  isInTime,
  isValidQuizTimeLimit,
  normaliseAnswer,
  type PlayerAnswer,
  type Question,
  type QuestionDraft,
  questionDeadline,
  type ScoringRule,
  scoreAnswer,
  seededShuffle,
  shownOptions,
  shownQuestionOrder,
  toPlayerAnswer,
  toStoredAnswer,
} from './index.ts';

function question(draft: QuestionDraft, id = 7): Question {
  const built = buildQuestion(draft);
  if (!built.ok) throw new Error(JSON.stringify(built.problems));
  return {
    id,
    type: draft.type,
    text: draft.text,
    points: draft.points,
    timeLimitSeconds: null,
    ...built.question,
  };
}

const base = { points: 10, timeLimitSeconds: null };
const single = question({
  ...base,
  type: 'single_choice',
  text: 'Ibu kota?',
  options: ['Jakarta', 'Bandung', 'Medan'],
  correctIndexes: [0],
});
const multiple = question({
  ...base,
  type: 'multiple_choice',
  text: 'Pulau?',
  options: ['Jawa', 'Bali', 'Asia'],
  correctIndexes: [1, 0],
});
const trueFalse = question({ ...base, type: 'true_false', text: 'Bumi bulat?', correctAnswer: true });
const short = question({
  ...base,
  type: 'short_answer',
  text: 'Ibu kota Bali?',
  acceptedAnswers: ['Denpasar', 'Kota Dénpasar'],
});
const ordering = question({
  ...base,
  type: 'ordering',
  text: 'Urutkan',
  options: ['satu', 'dua', 'tiga', 'empat'],
});

/** Answers by shown indexes, with shuffling off, so index i is the i-th option as written. */
const judge = (q: Question, answer: PlayerAnswer, shuffle = false) => {
  const stored = toStoredAnswer(q, shownOptions(q, 42, shuffle), answer);
  return typeof stored === 'string' ? stored : scoreAnswer(q, stored);
};

describe('scoring every question type', () => {
  const right = { correct: true, points: 10 };
  const wrong = { correct: false, points: 0 };
  const cases: [string, Question, PlayerAnswer, unknown][] = [
    ['single: right', single, 0, right],
    ['single: wrong', single, 2, wrong],
    ['single: out of range', single, 3, 'QUIZ_ANSWER_INVALID'],
    ['single: negative', single, -1, 'QUIZ_ANSWER_INVALID'],
    ['single: wrong shape', single, [0], 'QUIZ_ANSWER_INVALID'],
    ['multiple: right in any order', multiple, [1, 0], right],
    ['multiple: right', multiple, [0, 1], right],
    ['multiple: one missing', multiple, [0], wrong],
    ['multiple: one too many', multiple, [0, 1, 2], wrong],
    ['multiple: repeated index', multiple, [0, 0], 'QUIZ_ANSWER_INVALID'],
    ['multiple: out of range', multiple, [0, 9], 'QUIZ_ANSWER_INVALID'],
    ['true/false: right', trueFalse, true, right],
    ['true/false: wrong', trueFalse, false, wrong],
    ['true/false: wrong shape', trueFalse, 'true', 'QUIZ_ANSWER_INVALID'],
    ['short: exact', short, 'Denpasar', right],
    ['short: case and spaces', short, '  dENPASAR  ', right],
    ['short: diacritics ignored', short, 'kota denpasar', right],
    ['short: inner spaces collapse', short, 'Kota   Denpasar', right],
    ['short: trailing punctuation', short, 'Denpasar.', right],
    ['short: wrong', short, 'Singaraja', wrong],
    ['short: blank', short, '   ', 'QUIZ_ANSWER_INVALID'],
    ['short: wrong shape', short, 3, 'QUIZ_ANSWER_INVALID'],
    ['ordering: right', ordering, [0, 1, 2, 3], right],
    ['ordering: swapped', ordering, [1, 0, 2, 3], wrong],
    ['ordering: incomplete', ordering, [0, 1, 2], 'QUIZ_ANSWER_INVALID'],
    ['ordering: repeated', ordering, [0, 0, 1, 2], 'QUIZ_ANSWER_INVALID'],
  ];
  it.each(cases)('%s', (_name, q, answer, expected) => {
    // Ordering is always shuffled on screen: map the intended stored order to the shown indexes first.
    if (
      q.type === 'ordering' &&
      Array.isArray(answer) &&
      answer.length === q.options.length &&
      new Set(answer).size === answer.length
    ) {
      const shown = shownOptions(q, 42, false);
      const ids = answer.map((i) => q.options[i]?.id);
      const indexes = ids.map((id) => shown.findIndex((o) => o.id === id));
      expect(judge(q, indexes)).toEqual(expected);
      return;
    }
    expect(judge(q, answer)).toEqual(expected);
  });

  it('adds pluggable rules to the base points, never below zero', () => {
    const speed: ScoringRule = ({ correct, elapsedMs }) => (correct ? Math.max(0, 5 - elapsedMs / 1000) : 0);
    const penalty: ScoringRule = ({ correct }) => (correct ? 0 : -50);
    const stored = toStoredAnswer(single, single.options, 0) as string[];
    expect(scoreAnswer(single, stored, { elapsedMs: 2_000, streak: 0 }, [() => 10, speed])).toEqual({
      correct: true,
      points: 13,
    });
    expect(scoreAnswer(single, ['o2'], { elapsedMs: 0, streak: 0 }, [() => 0, penalty])).toEqual({
      correct: false,
      points: 0,
    });
    expect(scoreAnswer(single, null)).toEqual({ correct: false, points: 0 });
  });

  it('passes at the mark, a quiz worth nothing is passed', () => {
    expect(hasPassed(6, 10, 60)).toBe(true);
    expect(hasPassed(5, 10, 60)).toBe(false);
    expect(hasPassed(0, 0, 80)).toBe(true);
  });
});

describe('normalisation', () => {
  it.each([
    ['Sévèn', 'seven'],
    ['  ÇA   va ', 'ca va'],
    ['Ｊａｋａｒｔａ', 'jakarta'],
    ['"Bali!"', 'bali'],
    ['Ñusantara', 'nusantara'],
    ['\tdua\n kata ', 'dua kata'],
  ])('%s → %s', (given, expected) => expect(normaliseAnswer(given)).toBe(expected));
});

describe('validation of a question', () => {
  const ok = { type: 'single_choice' as const, text: 'Q', options: ['a', 'b'], correctIndexes: [0], ...base };
  const codes = (draft: QuestionDraft) => {
    const built = buildQuestion(draft);
    return built.ok ? [] : built.problems.map((p) => p.code);
  };
  it.each<[string, Partial<QuestionDraft>, string[]]>([
    ['fine', {}, []],
    ['empty text', { text: '  ' }, ['QUIZ_QUESTION_TEXT_INVALID']],
    ['text too long', { text: 'x'.repeat(2_001) }, ['QUIZ_QUESTION_TEXT_INVALID']],
    ['no options', { options: [] }, ['QUIZ_OPTIONS_COUNT']],
    ['one option', { options: ['a'] }, ['QUIZ_OPTIONS_COUNT']],
    ['2,000 options', { options: Array.from({ length: 2_000 }, (_, i) => `o${i}`) }, ['QUIZ_OPTIONS_COUNT']],
    ['empty option', { options: ['a', ' '] }, ['QUIZ_OPTION_INVALID']],
    ['duplicate options', { options: ['Jawa', ' jáwa '] }, ['QUIZ_OPTION_DUPLICATE']],
    ['negative points', { points: -1 }, ['QUIZ_POINTS_INVALID']],
    ['fractional points', { points: 1.5 }, ['QUIZ_POINTS_INVALID']],
    ['time limit 0', { timeLimitSeconds: 0 }, ['QUIZ_TIME_LIMIT_INVALID']],
    ['time limit a year', { timeLimitSeconds: 31_536_000 }, ['QUIZ_TIME_LIMIT_INVALID']],
    ['no correct index', { correctIndexes: [] }, ['QUIZ_CORRECT_ANSWER_INVALID']],
    ['two correct for single', { correctIndexes: [0, 1] }, ['QUIZ_CORRECT_ANSWER_INVALID']],
    ['correct out of range', { correctIndexes: [5] }, ['QUIZ_CORRECT_ANSWER_INVALID']],
    ['true/false without answer', { type: 'true_false' }, ['QUIZ_CORRECT_ANSWER_INVALID']],
    [
      'short without accepted',
      { type: 'short_answer', acceptedAnswers: [] },
      ['QUIZ_CORRECT_ANSWER_INVALID'],
    ],
    [
      'short with duplicate accepted',
      { type: 'short_answer', acceptedAnswers: ['Bali', 'BALI'] },
      ['QUIZ_OPTION_DUPLICATE'],
    ],
    ['ordering with one item', { type: 'ordering', options: ['a'] }, ['QUIZ_OPTIONS_COUNT']],
  ])('%s', (_name, change, expected) =>
    expect(codes({ ...ok, ...change } as QuestionDraft)).toEqual(expected),
  );

  it('bounds a whole quiz between 30 seconds and a day', () => {
    expect([null, 30, 86_400].every(isValidQuizTimeLimit)).toBe(true);
    expect([0, 29, 86_401, 31_536_000, 1.5].some(isValidQuizTimeLimit)).toBe(false);
  });

  it('keeps option ids of unchanged texts and round-trips the draft', () => {
    const first = buildQuestion({ ...ok, options: ['a', 'b', 'c'], correctIndexes: [2] });
    if (!first.ok) throw new Error('invalid');
    const second = buildQuestion(
      { ...ok, options: ['c', 'd', 'a'], correctIndexes: [0] },
      first.question.options,
    );
    if (!second.ok) throw new Error('invalid');
    expect(second.question.options).toEqual([
      { id: 'o3', text: 'c' },
      { id: 'o4', text: 'd' },
      { id: 'o1', text: 'a' },
    ]);
    expect(second.question.correct).toEqual(['o3']);
    expect(draftOf({ type: 'single_choice', ...second.question })).toEqual({
      options: ['c', 'd', 'a'],
      correctIndexes: [0],
    });
    expect(draftOf(ordering)).toEqual({ options: ['satu', 'dua', 'tiga', 'empat'] });
  });
});

describe('layout and timing', () => {
  it('shuffles the same way for the same seed, differently for another', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(seededShuffle(items, 99)).toEqual(seededShuffle(items, 99));
    expect(seededShuffle(items, 99)).not.toEqual(seededShuffle(items, 100));
    expect([...seededShuffle(items, 99)].sort((a, b) => a - b)).toEqual(items);
    expect(shownQuestionOrder([1, 2, 3], 5, false)).toEqual([1, 2, 3]);
  });

  it('maps shown indexes to option ids and back under a shuffle', () => {
    const shown = shownOptions(single, 42, true);
    const jakarta = shown.findIndex((o) => o.text === 'Jakarta');
    expect(judge(single, jakarta, true)).toEqual({ correct: true, points: 10 });
    expect(toPlayerAnswer(single, shown, ['o1'])).toBe(jakarta);
  });

  it('never shows an ordering question already solved, and never moves true/false', () => {
    const two = question({ ...base, type: 'ordering', text: 'O', options: ['x', 'y'] });
    for (let seed = 0; seed < 50; seed += 1) {
      expect(shownOptions(two, seed, false).map((o) => o.id)).not.toEqual(two.correct);
      expect(shownOptions(trueFalse, seed, true).map((o) => o.id)).toEqual(['true', 'false']);
    }
  });

  it('judges time on server timestamps with a small grace', () => {
    const opened = new Date('2026-06-01T08:00:00Z');
    const deadline = questionDeadline(opened, 20, null) as Date;
    expect(deadline.toISOString()).toBe('2026-06-01T08:00:20.000Z');
    expect(isInTime(new Date('2026-06-01T08:00:21.900Z'), deadline)).toBe(true);
    expect(isInTime(new Date('2026-06-01T08:00:22.100Z'), deadline)).toBe(false);
    const quizEnd = new Date('2026-06-01T08:00:10Z');
    expect(questionDeadline(opened, 20, quizEnd)).toEqual(quizEnd);
    expect(isInTime(new Date('2030-01-01'), null)).toBe(true);
  });
});
