import {
  COURSE_PLAN_MAX_CHAPTERS,
  COURSE_PLAN_MAX_FINAL_QUESTIONS,
  COURSE_PLAN_MAX_QUESTIONS,
  type CourseBuildRequest,
  type CoursePlan,
  type PlanChapter,
} from '@pustaka/contract';

/** Limits of the server's plan schema, checked here so the create button says what is wrong before sending. */
export const TITLE_MIN = 3;
export const TITLE_MAX = 200;

/** One chapter being edited; `key` keeps React's rows stable while chapters move, merge and split. */
export type ChapterRow = PlanChapter & { key: number };
export type PlanState = {
  /** The proposal as the server read it: source, unit, page count, rights. Never edited. */
  plan: CoursePlan;
  course: CoursePlan['course'];
  chapters: ChapterRow[];
  finalQuiz: CoursePlan['final_quiz'];
  nextKey: number;
};

export type PlanAction =
  | { type: 'rename'; index: number; title: string }
  | { type: 'summary'; index: number; summary: string }
  | { type: 'toggle'; index: number; part: 'slides' | 'quiz'; on: boolean }
  | { type: 'questions'; index: number; count: number }
  /** The chapter and the one after it become one, covering both page ranges. */
  | { type: 'merge'; index: number }
  /** Two chapters: pages `first_page … at - 1` keep the title, `at … last_page` are called `title`. */
  | { type: 'split'; index: number; at: number; title: string }
  | { type: 'drop'; index: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'course'; patch: Partial<CoursePlan['course']> }
  | { type: 'final-quiz'; patch: Partial<CoursePlan['final_quiz']> };

export function planState(plan: CoursePlan): PlanState {
  return {
    plan,
    course: { ...plan.course },
    chapters: plan.chapters.map((chapter, key) => ({ ...chapter, key })),
    finalQuiz: { ...plan.final_quiz },
    nextKey: plan.chapters.length,
  };
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)));

const inRange = (state: PlanState, index: number) => index >= 0 && index < state.chapters.length;

function withChapter(state: PlanState, index: number, change: (row: ChapterRow) => ChapterRow): PlanState {
  if (!inRange(state, index)) return state;
  return { ...state, chapters: state.chapters.map((row, i) => (i === index ? change(row) : row)) };
}

/** Where a chapter of `first … last` may be split: the first page of its second half. */
export function splitPages(chapter: Pick<PlanChapter, 'first_page' | 'last_page'>): number[] {
  const pages: number[] = [];
  for (let page = chapter.first_page + 1; page <= chapter.last_page; page += 1) pages.push(page);
  return pages;
}

/** The page a split proposes first: the middle of the chapter. */
export function middlePage(chapter: Pick<PlanChapter, 'first_page' | 'last_page'>): number {
  return chapter.first_page + Math.ceil((chapter.last_page - chapter.first_page) / 2);
}

function joinSummaries(a: string, b: string): string {
  return [a.trim(), b.trim()].filter(Boolean).join('\n\n');
}

export function planReducer(state: PlanState, action: PlanAction): PlanState {
  switch (action.type) {
    case 'rename':
      return withChapter(state, action.index, (row) => ({ ...row, title: action.title }));
    case 'summary':
      return withChapter(state, action.index, (row) => ({ ...row, summary: action.summary }));
    case 'toggle':
      return withChapter(state, action.index, (row) => ({ ...row, [action.part]: action.on }));
    case 'questions':
      return withChapter(state, action.index, (row) => ({
        ...row,
        question_count: clamp(action.count, 1, COURSE_PLAN_MAX_QUESTIONS),
      }));
    case 'merge': {
      const first = state.chapters[action.index];
      const second = state.chapters[action.index + 1];
      if (!first || !second) return state;
      const merged: ChapterRow = {
        ...first,
        first_page: Math.min(first.first_page, second.first_page),
        last_page: Math.max(first.last_page, second.last_page),
        summary: joinSummaries(first.summary, second.summary),
        slides: first.slides || second.slides,
        quiz: first.quiz || second.quiz,
        question_count: Math.min(
          COURSE_PLAN_MAX_QUESTIONS,
          Math.max(first.question_count, second.question_count),
        ),
      };
      const chapters = [...state.chapters];
      chapters.splice(action.index, 2, merged);
      return { ...state, chapters };
    }
    case 'split': {
      const row = state.chapters[action.index];
      if (!row || state.chapters.length >= COURSE_PLAN_MAX_CHAPTERS) return state;
      if (!splitPages(row).includes(action.at)) return state;
      // A summary was written for the whole range: neither half keeps it, and the server writes each one
      // from its own pages when the course is made.
      const head: ChapterRow = { ...row, last_page: action.at - 1, summary: '' };
      const tail: ChapterRow = {
        ...row,
        key: state.nextKey,
        title: action.title.slice(0, TITLE_MAX),
        first_page: action.at,
        summary: '',
      };
      const chapters = [...state.chapters];
      chapters.splice(action.index, 1, head, tail);
      return { ...state, chapters, nextKey: state.nextKey + 1 };
    }
    case 'drop':
      if (state.chapters.length <= 1 || !inRange(state, action.index)) return state;
      return { ...state, chapters: state.chapters.filter((_, i) => i !== action.index) };
    case 'move': {
      const { from, to } = action;
      if (from === to || !inRange(state, from) || !inRange(state, to)) return state;
      const chapters = [...state.chapters];
      const [row] = chapters.splice(from, 1);
      if (row) chapters.splice(to, 0, row);
      return { ...state, chapters };
    }
    case 'course':
      return { ...state, course: { ...state.course, ...action.patch } };
    case 'final-quiz': {
      const finalQuiz = { ...state.finalQuiz, ...action.patch };
      finalQuiz.question_count = clamp(finalQuiz.question_count, 1, COURSE_PLAN_MAX_FINAL_QUESTIONS);
      return { ...state, finalQuiz };
    }
  }
}

export type PlanProblem =
  | { kind: 'course-title' }
  | { kind: 'chapter-title'; index: number }
  | { kind: 'drip' };

/** What stops the plan from being created, in the order the page shows it. */
export function planProblems(state: PlanState): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const fits = (text: string) => text.trim().length >= TITLE_MIN && text.trim().length <= TITLE_MAX;
  if (!fits(state.course.title)) problems.push({ kind: 'course-title' });
  state.chapters.forEach((row, index) => {
    if (!fits(row.title)) problems.push({ kind: 'chapter-title', index });
  });
  const drip = state.course.drip_days_per_chapter;
  if (drip !== null && !(Number.isInteger(drip) && drip >= 1 && drip <= 365)) problems.push({ kind: 'drip' });
  return problems;
}

/** The create request: the plan's source and the edited course, chapters and final quiz. */
export function buildRequest(state: PlanState): CourseBuildRequest {
  return {
    source: state.plan.source,
    course: {
      ...state.course,
      title: state.course.title.trim(),
      description: state.course.description.trim(),
    },
    chapters: state.chapters.map(({ key: _key, ...chapter }) => ({
      ...chapter,
      title: chapter.title.trim(),
      summary: chapter.summary.trim(),
    })),
    final_quiz: state.finalQuiz,
  };
}
