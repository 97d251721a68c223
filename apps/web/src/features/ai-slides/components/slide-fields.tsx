import type { SlideAsset, SlideContent } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { controlClasses, InputField, SelectField, TextareaField } from '@/components/ui/field';
import {
  CHART_MAX_ROWS,
  CHART_MAX_SERIES,
  type ChartGrid,
  chartToGrid,
  gridToChart,
  linesToList,
  listToLines,
} from '@/features/ai-slides/lib/slide-draft';

type Change = (changes: Partial<SlideContent>) => void;

/** The text fields the slide's layout shows; the others are kept and come back with their layout. */
export function SlideFields({
  draft,
  assets,
  onChange,
  assetsLink,
}: {
  draft: SlideContent;
  assets: SlideAsset[];
  onChange: Change;
  assetsLink: React.ReactNode;
}) {
  const { t } = useTranslation();
  const layout = draft.layout;
  return (
    <div className="space-y-4">
      {layout !== 'quote' ? (
        <InputField
          label={t('aiSlides.editor.fields.title')}
          value={draft.title}
          maxLength={160}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      ) : null}
      {layout === 'title' || layout === 'section' ? (
        <TextareaField
          label={t('aiSlides.editor.fields.subtitle')}
          value={draft.subtitle}
          maxLength={300}
          className="min-h-16"
          onChange={(event) => onChange({ subtitle: event.target.value })}
        />
      ) : null}
      {layout === 'bullets' || layout === 'two-columns' || layout === 'image-text' ? (
        <TextareaField
          label={
            layout === 'two-columns' ? t('aiSlides.editor.fields.left') : t('aiSlides.editor.fields.bullets')
          }
          hint={t('aiSlides.editor.fields.onePerLine')}
          value={listToLines(draft.bullets)}
          onChange={(event) => onChange({ bullets: linesToList(event.target.value) })}
        />
      ) : null}
      {layout === 'two-columns' ? (
        <TextareaField
          label={t('aiSlides.editor.fields.right')}
          hint={t('aiSlides.editor.fields.onePerLine')}
          value={listToLines(draft.secondary)}
          onChange={(event) => onChange({ secondary: linesToList(event.target.value) })}
        />
      ) : null}
      {layout === 'image-text' ? (
        <ImagePicker draft={draft} assets={assets} onChange={onChange} link={assetsLink} />
      ) : null}
      {layout === 'quote' ? (
        <>
          <TextareaField
            label={t('aiSlides.editor.fields.quote')}
            value={draft.quote?.text ?? ''}
            maxLength={400}
            onChange={(event) =>
              onChange({ quote: { text: event.target.value, attribution: draft.quote?.attribution ?? '' } })
            }
          />
          <InputField
            label={t('aiSlides.editor.fields.attribution')}
            value={draft.quote?.attribution ?? ''}
            maxLength={120}
            onChange={(event) =>
              onChange({ quote: { text: draft.quote?.text ?? '', attribution: event.target.value } })
            }
          />
        </>
      ) : null}
      {layout === 'chart' ? <ChartTable draft={draft} onChange={onChange} /> : null}
    </div>
  );
}

function ImagePicker({
  draft,
  assets,
  onChange,
  link,
}: {
  draft: SlideContent;
  assets: SlideAsset[];
  onChange: Change;
  link: React.ReactNode;
}) {
  const { t } = useTranslation();
  const chosen = draft.image?.asset_id;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t('aiSlides.editor.fields.image')}</legend>
      {assets.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t('aiSlides.editor.noImages')} {link}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {assets.map((asset) => (
            <label
              key={asset.id}
              className={`size-16 cursor-pointer overflow-hidden rounded-lg ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${chosen === asset.id ? 'ring-indigo-600' : 'ring-transparent'}`}
            >
              <input
                type="radio"
                name="slide-image"
                className="sr-only"
                checked={chosen === asset.id}
                aria-label={t('aiSlides.editor.useImage', { id: asset.id })}
                onChange={() => onChange({ image: { asset_id: asset.id, alt: draft.image?.alt ?? '' } })}
              />
              <img src={asset.url} alt="" className="size-full object-cover" />
            </label>
          ))}
          {chosen ? (
            <Button size="sm" variant="ghost" onClick={() => onChange({ image: null })}>
              {t('aiSlides.editor.removeImage')}
            </Button>
          ) : null}
        </div>
      )}
      {chosen ? (
        <InputField
          label={t('aiSlides.editor.fields.alt')}
          value={draft.image?.alt ?? ''}
          maxLength={200}
          onChange={(event) => onChange({ image: { asset_id: chosen, alt: event.target.value } })}
        />
      ) : null}
      {assets.length > 0 ? <p className="text-xs text-slate-500">{link}</p> : null}
    </fieldset>
  );
}

/** A chart's data as a small table; the slide shows it as soon as every cell holds a number. */
function ChartTable({ draft, onChange }: { draft: SlideContent; onChange: Change }) {
  const { t } = useTranslation();
  const [grid, setGrid] = useState<ChartGrid>(() => chartToGrid(draft.chart));
  const result = gridToChart(grid);
  const update = (next: ChartGrid) => {
    setGrid(next);
    const parsed = gridToChart(next);
    if (parsed.chart) onChange({ chart: parsed.chart });
  };
  const cell = `${controlClasses} h-9 min-w-20 border-slate-300`;
  return (
    <div className="space-y-3">
      <SelectField
        label={t('aiSlides.editor.chart.kind')}
        value={grid.kind}
        onChange={(event) => update({ ...grid, kind: event.target.value as ChartGrid['kind'] })}
      >
        <option value="bar">{t('aiSlides.editor.chart.bar')}</option>
        <option value="line">{t('aiSlides.editor.chart.line')}</option>
        <option value="pie">{t('aiSlides.editor.chart.pie')}</option>
      </SelectField>
      <div className="overflow-x-auto">
        <table className="text-sm">
          <caption className="sr-only">{t('aiSlides.editor.chart.table')}</caption>
          <thead>
            <tr>
              <th className="p-1 text-left font-medium text-slate-700">{t('aiSlides.editor.chart.label')}</th>
              {grid.series.map((name, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their place
                <th key={column} className="p-1">
                  <input
                    className={cell}
                    value={name}
                    aria-label={t('aiSlides.editor.chart.seriesName', { number: column + 1 })}
                    onChange={(event) =>
                      update({
                        ...grid,
                        series: grid.series.map((s, i) => (i === column ? event.target.value : s)),
                      })
                    }
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <tr key={r}>
                <td className="p-1">
                  <input
                    className={cell}
                    value={row.label}
                    aria-label={t('aiSlides.editor.chart.rowLabel', { number: r + 1 })}
                    onChange={(event) =>
                      update({
                        ...grid,
                        rows: grid.rows.map((x, i) => (i === r ? { ...x, label: event.target.value } : x)),
                      })
                    }
                  />
                </td>
                {grid.series.map((_, column) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity but their place
                  <td key={column} className="p-1">
                    <input
                      className={cell}
                      inputMode="decimal"
                      value={row.values[column] ?? ''}
                      aria-label={t('aiSlides.editor.chart.cell', { row: r + 1, column: column + 1 })}
                      onChange={(event) =>
                        update({
                          ...grid,
                          rows: grid.rows.map((x, i) =>
                            i === r
                              ? {
                                  ...x,
                                  values: grid.series.map((__, c) =>
                                    c === column ? event.target.value : (x.values[c] ?? ''),
                                  ),
                                }
                              : x,
                          ),
                        })
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          size="sm"
          variant="ghost"
          disabled={grid.rows.length >= CHART_MAX_ROWS}
          onClick={() =>
            update({ ...grid, rows: [...grid.rows, { label: '', values: grid.series.map(() => '') }] })
          }
        >
          + {t('aiSlides.editor.chart.addRow')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={grid.rows.length <= 1}
          onClick={() => update({ ...grid, rows: grid.rows.slice(0, -1) })}
        >
          − {t('aiSlides.editor.chart.removeRow')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={grid.series.length >= CHART_MAX_SERIES}
          onClick={() =>
            update({
              ...grid,
              series: [...grid.series, `${t('aiSlides.editor.chart.series')} ${grid.series.length + 1}`],
              rows: grid.rows.map((row) => ({ ...row, values: [...row.values, ''] })),
            })
          }
        >
          + {t('aiSlides.editor.chart.addSeries')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={grid.series.length <= 1}
          onClick={() =>
            update({
              ...grid,
              series: grid.series.slice(0, -1),
              rows: grid.rows.map((row) => ({ ...row, values: row.values.slice(0, grid.series.length - 1) })),
            })
          }
        >
          − {t('aiSlides.editor.chart.removeSeries')}
        </Button>
      </div>
      {result.problem ? (
        <p className="text-sm text-amber-800" role="status">
          {t(`aiSlides.editor.chart.problems.${result.problem}`)}
        </p>
      ) : null}
    </div>
  );
}
