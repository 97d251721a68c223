import type { SlideContent } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { quotaResetDate } from './quota';
import { changedFields, chartToGrid, gridToChart, parseCell } from './slide-draft';

const content: SlideContent = {
  layout: 'bullets',
  title: 'Judul',
  subtitle: '',
  bullets: ['a', 'b'],
  secondary: [],
  quote: null,
  image: null,
  chart: null,
  notes: '',
};

describe('slide drafts', () => {
  it('sends only the fields that changed', () => {
    expect(changedFields(content, { ...content })).toEqual({});
    expect(changedFields(content, { ...content, layout: 'quote', bullets: ['a', 'c'] })).toEqual({
      layout: 'quote',
      bullets: ['a', 'c'],
    });
  });

  it('reads the chart table, with a comma as decimal mark', () => {
    expect(parseCell('12,5')).toBe(12.5);
    expect(parseCell(' 1 000 ')).toBe(1000);
    expect(parseCell('')).toBeNull();
    expect(parseCell('abc')).toBeNull();
    const grid = {
      kind: 'bar' as const,
      series: ['Murid', 'Guru'],
      rows: [
        { label: '2024', values: ['120', '8'] },
        { label: '2025', values: ['180,5', '9'] },
      ],
    };
    expect(gridToChart(grid).chart).toEqual({
      kind: 'bar',
      labels: ['2024', '2025'],
      series: [
        { name: 'Murid', values: [120, 180.5] },
        { name: 'Guru', values: [8, 9] },
      ],
    });
    expect(chartToGrid(gridToChart(grid).chart ?? null).rows[1]?.values).toEqual(['180.5', '9']);
  });

  it('names what a chart table lacks', () => {
    const base = { kind: 'line' as const, series: ['A'], rows: [{ label: 'x', values: ['1'] }] };
    expect(gridToChart({ ...base, rows: [{ label: '', values: ['1'] }] }).problem).toBe('label');
    expect(gridToChart({ ...base, rows: [{ label: 'x', values: ['?'] }] }).problem).toBe('value');
    expect(gridToChart({ ...base, series: [' '] }).problem).toBe('series');
    expect(gridToChart({ ...base, rows: [] }).problem).toBe('empty');
  });

  it('finds the reset date of a used-up AI quota', () => {
    const quota = new ApiError(
      429,
      'AI_QUOTA_EXCEEDED',
      'Kuota AI bulan ini sudah habis. Kuota baru mulai 2026-12-01.',
    );
    expect(quotaResetDate(quota)).toBe('2026-12-01');
    const withDetails = new ApiError(429, 'AI_QUOTA_EXCEEDED', 'used up', {
      reset_date: '2027-01-01T00:00:00Z',
    });
    expect(quotaResetDate(withDetails)).toBe('2027-01-01');
    expect(quotaResetDate(new ApiError(422, 'VALIDATION_ERROR', '2026-12-01'))).toBeNull();
    expect(quotaResetDate(new Error('x'))).toBeNull();
  });
});
