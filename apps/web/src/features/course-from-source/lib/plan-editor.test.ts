import type { PlanChapter } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import { chapter, PLAN } from '@/features/course-from-source/test-kit';
import {
  buildRequest,
  middlePage,
  type PlanState,
  planProblems,
  planReducer,
  planState,
  splitPages,
} from './plan-editor';

const titles = (state: PlanState) => state.chapters.map((c) => c.title);
const ranges = (state: PlanState) => state.chapters.map((c) => [c.first_page, c.last_page]);

describe('the plan editor', () => {
  it('renames a chapter and keeps the others', () => {
    const state = planReducer(planState(PLAN), { type: 'rename', index: 1, title: 'Menghitung Modal' });
    expect(titles(state)).toEqual(['Menu Andalan', 'Menghitung Modal', 'Izin PIRT']);
    expect(state.plan).toBe(PLAN);
  });

  it('merges a chapter with the next one: both ranges, both summaries, one row', () => {
    const state = planReducer(planState(PLAN), { type: 'merge', index: 0 });
    expect(titles(state)).toEqual(['Menu Andalan', 'Izin PIRT']);
    expect(ranges(state)).toEqual([
      [2, 11],
      [12, 20],
    ]);
    expect(state.chapters[0]?.summary).toBe('Ringkasan Menu Andalan.\n\nRingkasan Modal dan Harga.');
    // The last chapter has nothing after it to merge with.
    expect(planReducer(state, { type: 'merge', index: 1 })).toBe(state);
  });

  it('merges after a reorder over the pages of both, whatever their order', () => {
    let state = planReducer(planState(PLAN), { type: 'move', from: 2, to: 0 });
    state = planReducer(state, { type: 'merge', index: 0 });
    expect(titles(state)).toEqual(['Izin PIRT', 'Modal dan Harga']);
    expect(ranges(state)[0]).toEqual([2, 20]);
  });

  it('splits a chapter at a page into two halves with their own key; neither keeps the whole summary', () => {
    const before = planState(PLAN);
    const row = before.chapters[1] as PlanChapter;
    expect(splitPages(row)).toEqual([7, 8, 9, 10, 11]);
    expect(middlePage(row)).toBe(9);
    const state = planReducer(before, {
      type: 'split',
      index: 1,
      at: 9,
      title: 'Modal dan Harga (lanjutan)',
    });
    expect(titles(state)).toEqual([
      'Menu Andalan',
      'Modal dan Harga',
      'Modal dan Harga (lanjutan)',
      'Izin PIRT',
    ]);
    expect(ranges(state)).toEqual([
      [2, 5],
      [6, 8],
      [9, 11],
      [12, 20],
    ]);
    expect(state.chapters.map((c) => c.summary)).toEqual([
      'Ringkasan Menu Andalan.',
      '',
      '',
      'Ringkasan Izin PIRT.',
    ]);
    expect(new Set(state.chapters.map((c) => c.key)).size).toBe(4);
  });

  it('refuses a split outside the chapter or of a one-page chapter', () => {
    const state = planState({ ...PLAN, chapters: [chapter('Satu halaman', 3, 3), ...PLAN.chapters] });
    expect(splitPages(state.chapters[0] as PlanChapter)).toEqual([]);
    expect(planReducer(state, { type: 'split', index: 0, at: 3, title: 'x' })).toBe(state);
    expect(planReducer(state, { type: 'split', index: 1, at: 2, title: 'x' })).toBe(state);
    expect(planReducer(state, { type: 'split', index: 1, at: 6, title: 'x' })).toBe(state);
  });

  it('drops chapters but never the last one', () => {
    let state = planReducer(planState(PLAN), { type: 'drop', index: 1 });
    expect(titles(state)).toEqual(['Menu Andalan', 'Izin PIRT']);
    state = planReducer(state, { type: 'drop', index: 0 });
    expect(titles(state)).toEqual(['Izin PIRT']);
    expect(planReducer(state, { type: 'drop', index: 0 })).toBe(state);
  });

  it('reorders chapters and ignores moves off the list', () => {
    const start = planState(PLAN);
    const state = planReducer(start, { type: 'move', from: 0, to: 2 });
    expect(titles(state)).toEqual(['Modal dan Harga', 'Izin PIRT', 'Menu Andalan']);
    expect(planReducer(start, { type: 'move', from: 0, to: 3 })).toBe(start);
    expect(planReducer(start, { type: 'move', from: -1, to: 0 })).toBe(start);
  });

  it('switches slides and quizzes per chapter and keeps question counts within the limits', () => {
    let state = planReducer(planState(PLAN), { type: 'toggle', index: 0, part: 'slides', on: false });
    state = planReducer(state, { type: 'toggle', index: 2, part: 'quiz', on: false });
    state = planReducer(state, { type: 'questions', index: 1, count: 99 });
    state = planReducer(state, { type: 'final-quiz', patch: { question_count: 0 } });
    expect(state.chapters.map((c) => [c.slides, c.quiz, c.question_count])).toEqual([
      [false, true, 5],
      [true, true, 20],
      [true, false, 5],
    ]);
    expect(state.finalQuiz).toEqual({ enabled: true, question_count: 1 });
  });

  it('names what stops the plan from being created', () => {
    let state = planReducer(planState(PLAN), { type: 'rename', index: 2, title: ' a ' });
    state = planReducer(state, { type: 'course', patch: { title: '', drip_days_per_chapter: 0 } });
    expect(planProblems(state)).toEqual([
      { kind: 'course-title' },
      { kind: 'chapter-title', index: 2 },
      { kind: 'drip' },
    ]);
    expect(planProblems(planState(PLAN))).toEqual([]);
  });

  it('sends the edited plan without its read-only fields or row keys', () => {
    let state = planReducer(planState(PLAN), { type: 'drop', index: 2 });
    state = planReducer(state, {
      type: 'course',
      patch: { title: '  Kuliner Rumahan  ', drip_days_per_chapter: 7 },
    });
    const request = buildRequest(state);
    expect(Object.keys(request).sort()).toEqual(['chapters', 'course', 'final_quiz', 'source']);
    expect(request.course).toMatchObject({
      title: 'Kuliner Rumahan',
      drip_days_per_chapter: 7,
      sequential: true,
    });
    expect(request.chapters).toEqual([PLAN.chapters[0], PLAN.chapters[1]]);
  });
});
