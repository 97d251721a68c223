import type { SlideChanges, SlideChart, SlideContent } from '@pustaka/contract';

/** The fields of a slide edit that differ from what the server has: only those are sent. */
export function changedFields(saved: SlideContent, draft: SlideContent): SlideChanges {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof SlideContent)[]) {
    if (JSON.stringify(saved[key]) !== JSON.stringify(draft[key])) changes[key] = draft[key];
  }
  return changes as SlideChanges;
}

/** A list edited as one line per item. Blank lines are dropped when the list is sent. */
export const listToLines = (items: string[]) => items.join('\n');
export const linesToList = (text: string) => text.split('\n').slice(0, 8);
export const cleanList = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

/** A chart's data as an editable table: one row per label, one column per series, cells as typed. */
export type ChartGrid = {
  kind: SlideChart['kind'];
  series: string[];
  rows: { label: string; values: string[] }[];
};

export const CHART_MAX_ROWS = 12;
export const CHART_MAX_SERIES = 4;

export function chartToGrid(chart: SlideChart | null): ChartGrid {
  if (!chart) return { kind: 'bar', series: ['Data'], rows: [{ label: '', values: [''] }] };
  return {
    kind: chart.kind,
    series: chart.series.map((s) => s.name),
    rows: chart.labels.map((label, row) => ({
      label,
      values: chart.series.map((s) => (s.values[row] === undefined ? '' : String(s.values[row]))),
    })),
  };
}

/** Reads a number as people type it here: a comma may be the decimal mark ("12,5"). */
export function parseCell(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!trimmed) return null;
  const normal = /^-?\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/**
 * The chart a table describes, or the first problem with it: every row needs a label and every cell a
 * number, every series a name.
 */
export function gridToChart(
  grid: ChartGrid,
):
  | { chart: SlideChart; problem?: undefined }
  | { chart?: undefined; problem: 'label' | 'value' | 'series' | 'empty' } {
  if (grid.rows.length === 0 || grid.series.length === 0) return { problem: 'empty' };
  if (grid.series.some((name) => !name.trim())) return { problem: 'series' };
  if (grid.rows.some((row) => !row.label.trim())) return { problem: 'label' };
  const series = grid.series.map((name, column) => ({
    name: name.trim(),
    values: grid.rows.map((row) => parseCell(row.values[column] ?? '')),
  }));
  if (series.some((s) => s.values.some((v) => v === null))) return { problem: 'value' };
  return {
    chart: {
      kind: grid.kind,
      labels: grid.rows.map((row) => row.label.trim()),
      series: series.map((s) => ({ name: s.name, values: s.values as number[] })),
    },
  };
}
