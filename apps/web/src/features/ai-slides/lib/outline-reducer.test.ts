import { describe, expect, it } from 'vitest';
import { outlineProblems, outlineReducer, outlineState, toOutline } from './outline-reducer';

const outline = [
  { title: 'Pembuka', points: ['Salam', 'Tujuan'] },
  { title: 'Isi', points: ['Poin A'] },
  { title: 'Penutup', points: [] },
];

describe('outline editing', () => {
  it('edits titles and key points and marks the outline unsaved', () => {
    let state = outlineState(outline);
    expect(state.dirty).toBe(false);
    state = outlineReducer(state, { type: 'title', index: 1, title: 'Isi utama' });
    state = outlineReducer(state, { type: 'point', index: 0, point: 1, text: 'Tujuan belajar' });
    state = outlineReducer(state, { type: 'add-point', index: 2 });
    state = outlineReducer(state, { type: 'point', index: 2, point: 0, text: 'Terima kasih' });
    state = outlineReducer(state, { type: 'remove-point', index: 0, point: 0 });
    expect(state.dirty).toBe(true);
    expect(toOutline(state.rows)).toEqual([
      { title: 'Pembuka', points: ['Tujuan belajar'] },
      { title: 'Isi utama', points: ['Poin A'] },
      { title: 'Penutup', points: ['Terima kasih'] },
    ]);
  });

  it('adds a slide after another and moves slides, keeping each row its key', () => {
    let state = outlineState(outline);
    state = outlineReducer(state, { type: 'add-slide', after: 0 });
    expect(state.rows.map((row) => row.title)).toEqual(['Pembuka', '', 'Isi', 'Penutup']);
    const added = state.rows[1]?.key;
    expect(added).toBe(3);
    state = outlineReducer(state, { type: 'move', from: 1, to: 3 });
    expect(state.rows.map((row) => row.key)).toEqual([0, 1, 2, 3]);
    expect(state.rows.at(-1)?.key).toBe(added);
    expect(state.rows.map((row) => row.title)).toEqual(['Pembuka', 'Isi', 'Penutup', '']);
  });

  it('ignores moves and removals outside the outline and keeps 3 to 40 slides', () => {
    const start = outlineState(outline);
    expect(outlineReducer(start, { type: 'move', from: 0, to: 3 })).toBe(start);
    expect(outlineReducer(start, { type: 'move', from: -1, to: 0 })).toBe(start);
    expect(outlineReducer(start, { type: 'remove-slide', index: 0 })).toBe(start);
    let many = outlineState(Array.from({ length: 40 }, (_, i) => ({ title: `S${i}`, points: [] })));
    many = outlineReducer(many, { type: 'add-slide', after: 5 });
    expect(many.rows).toHaveLength(40);
    many = outlineReducer(many, { type: 'remove-slide', index: 5 });
    expect(many.rows.map((row) => row.title)).not.toContain('S5');
  });

  it('stops adding key points at eight', () => {
    let state = outlineState([{ title: 'A', points: Array(8).fill('x') }, ...outline.slice(1)]);
    state = outlineReducer(state, { type: 'add-point', index: 0 });
    expect(state.rows[0]?.points).toHaveLength(8);
  });

  it('names what must be fixed before the outline can be saved', () => {
    let state = outlineState(outline);
    state = outlineReducer(state, { type: 'title', index: 2, title: '   ' });
    state = outlineReducer(state, { type: 'point', index: 1, point: 0, text: 'x'.repeat(301) });
    expect(outlineProblems(state.rows)).toEqual([
      { kind: 'point-long', index: 1, point: 0 },
      { kind: 'title-missing', index: 2 },
    ]);
    expect(outlineProblems(outlineState(outline.slice(0, 2)).rows)).toEqual([{ kind: 'too-few' }]);
  });

  it('drops empty key points and trims text when sending', () => {
    const state = outlineState([{ title: '  A  ', points: [' p ', '', '  '] }, ...outline.slice(1)]);
    expect(toOutline(state.rows)[0]).toEqual({ title: 'A', points: ['p'] });
  });

  it('starts again from the server outline on reset', () => {
    let state = outlineReducer(outlineState(outline), { type: 'title', index: 0, title: 'X' });
    state = outlineReducer(state, { type: 'reset', outline });
    expect(state.dirty).toBe(false);
    expect(state.rows[0]?.title).toBe('Pembuka');
  });
});
