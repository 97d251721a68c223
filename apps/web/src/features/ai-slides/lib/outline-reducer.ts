import type { DeckOutlineItem, SlideLayout } from '@pustaka/contract';

/** Limits of the server's outline schema (DeckOutlineSchema), checked here before anything is sent. */
export const OUTLINE_MIN_SLIDES = 3;
export const OUTLINE_MAX_SLIDES = 40;
export const OUTLINE_MAX_POINTS = 8;
export const OUTLINE_TITLE_MAX = 160;
export const OUTLINE_POINT_MAX = 300;

/** One slide of the outline being edited; `key` keeps React's rows stable while slides move. */
export type OutlineRow = { key: number; title: string; points: string[]; layout?: SlideLayout };
export type OutlineState = { rows: OutlineRow[]; nextKey: number; dirty: boolean };

export type OutlineAction =
  | { type: 'reset'; outline: DeckOutlineItem[] }
  | { type: 'title'; index: number; title: string }
  | { type: 'point'; index: number; point: number; text: string }
  | { type: 'add-point'; index: number }
  | { type: 'remove-point'; index: number; point: number }
  | { type: 'add-slide'; after: number }
  | { type: 'remove-slide'; index: number }
  | { type: 'move'; from: number; to: number };

export function outlineState(outline: DeckOutlineItem[]): OutlineState {
  return {
    rows: outline.map((item, key) => ({
      key,
      title: item.title,
      points: [...item.points],
      layout: item.layout,
    })),
    nextKey: outline.length,
    dirty: false,
  };
}

const withRow = (state: OutlineState, index: number, change: (row: OutlineRow) => OutlineRow) =>
  index < 0 || index >= state.rows.length
    ? state
    : { ...state, dirty: true, rows: state.rows.map((row, i) => (i === index ? change(row) : row)) };

export function outlineReducer(state: OutlineState, action: OutlineAction): OutlineState {
  switch (action.type) {
    case 'reset':
      return outlineState(action.outline);
    case 'title':
      return withRow(state, action.index, (row) => ({ ...row, title: action.title }));
    case 'point':
      return withRow(state, action.index, (row) => ({
        ...row,
        points: row.points.map((p, i) => (i === action.point ? action.text : p)),
      }));
    case 'add-point':
      return withRow(state, action.index, (row) =>
        row.points.length >= OUTLINE_MAX_POINTS ? row : { ...row, points: [...row.points, ''] },
      );
    case 'remove-point':
      return withRow(state, action.index, (row) => ({
        ...row,
        points: row.points.filter((_, i) => i !== action.point),
      }));
    case 'add-slide': {
      if (state.rows.length >= OUTLINE_MAX_SLIDES) return state;
      const at = Math.min(Math.max(action.after + 1, 0), state.rows.length);
      const rows = [...state.rows];
      rows.splice(at, 0, { key: state.nextKey, title: '', points: [''] });
      return { rows, nextKey: state.nextKey + 1, dirty: true };
    }
    case 'remove-slide':
      if (state.rows.length <= OUTLINE_MIN_SLIDES || action.index < 0 || action.index >= state.rows.length)
        return state;
      return { ...state, dirty: true, rows: state.rows.filter((_, i) => i !== action.index) };
    case 'move': {
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= state.rows.length || to >= state.rows.length)
        return state;
      const rows = [...state.rows];
      const [row] = rows.splice(from, 1);
      if (row) rows.splice(to, 0, row);
      return { ...state, dirty: true, rows };
    }
  }
}

export type OutlineProblem =
  | { kind: 'title-missing'; index: number }
  | { kind: 'title-long'; index: number }
  | { kind: 'point-long'; index: number; point: number }
  | { kind: 'too-few' }
  | { kind: 'too-many' };

/** What stops the outline from being saved; empty when it can be sent. */
export function outlineProblems(rows: OutlineRow[]): OutlineProblem[] {
  const problems: OutlineProblem[] = [];
  if (rows.length < OUTLINE_MIN_SLIDES) problems.push({ kind: 'too-few' });
  if (rows.length > OUTLINE_MAX_SLIDES) problems.push({ kind: 'too-many' });
  rows.forEach((row, index) => {
    const title = row.title.trim();
    if (!title) problems.push({ kind: 'title-missing', index });
    else if (title.length > OUTLINE_TITLE_MAX) problems.push({ kind: 'title-long', index });
    row.points.forEach((point, p) => {
      if (point.trim().length > OUTLINE_POINT_MAX) problems.push({ kind: 'point-long', index, point: p });
    });
  });
  return problems;
}

/** The outline as the server takes it: trimmed, empty key points left out. */
export function toOutline(rows: OutlineRow[]): DeckOutlineItem[] {
  return rows.map((row) => ({
    title: row.title.trim(),
    points: row.points.map((p) => p.trim()).filter(Boolean),
    ...(row.layout ? { layout: row.layout } : {}),
  }));
}
