import { COURSE_PLAN_MAX_QUESTIONS, type CourseRights } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox, InputField, SelectField, TextareaField } from '@/components/ui/field';
import {
  type ChapterRow,
  middlePage,
  type PlanAction,
  splitPages,
} from '@/features/course-from-source/lib/plan-editor';

/** A chapter's pages (or parts of an uploaded PDF's text), as the plan counts them. */
export function PageRange({ unit, first, last }: { unit: 'page' | 'part'; first: number; last: number }) {
  const { t } = useTranslation();
  return (
    <>
      {first === last
        ? t(`courseFromSource.plan.range.${unit}One`, { first })
        : t(`courseFromSource.plan.range.${unit}`, { first, last })}
    </>
  );
}

/** One chapter of the plan: its title, pages, summary and parts, with the moves that reshape the plan. */
export function ChapterCard({
  row,
  index,
  count,
  unit,
  rights,
  dispatch,
}: {
  row: ChapterRow;
  index: number;
  count: number;
  unit: 'page' | 'part';
  /** From a bought ebook nothing is written from its pages: an empty summary stays empty. */
  rights: CourseRights;
  dispatch: (action: PlanAction) => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  const [splitAt, setSplitAt] = useState<number | null>(null);
  const pages = splitPages(row);
  const later = rights === 'copy' ? 'summaryLater' : 'summaryNone';
  const titleError =
    row.title.trim().length < 3 || row.title.trim().length > 200
      ? t('courseFromSource.plan.problems.chapterTitle', { number })
      : undefined;

  return (
    <li data-testid="plan-chapter">
      <Card className="space-y-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-indigo-700">
            {t('courseFromSource.plan.chapterLabel', { number })} ·{' '}
            <span className="font-normal text-slate-600" data-testid="chapter-range">
              <PageRange unit={unit} first={row.first_page} last={row.last_page} />
            </span>
          </p>
          <div className="flex gap-1">
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('courseFromSource.plan.moveUp', { number })}
              disabled={index === 0}
              onClick={() => dispatch({ type: 'move', from: index, to: index - 1 })}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('courseFromSource.plan.moveDown', { number })}
              disabled={index === count - 1}
              onClick={() => dispatch({ type: 'move', from: index, to: index + 1 })}
            >
              ↓
            </Button>
          </div>
        </div>
        <InputField
          label={t('courseFromSource.plan.chapterTitle', { number })}
          value={row.title}
          maxLength={200}
          error={titleError}
          onChange={(event) => dispatch({ type: 'rename', index, title: event.target.value })}
        />
        <details className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">
            {t('courseFromSource.plan.summary')}
            {row.summary.trim() ? null : (
              <span className="font-normal text-slate-500"> · {t(`courseFromSource.plan.${later}`)}</span>
            )}
          </summary>
          <TextareaField
            containerClassName="mt-2"
            label={t('courseFromSource.plan.summaryOf', { number })}
            hint={
              row.summary.trim()
                ? undefined
                : t(`courseFromSource.plan.${rights === 'copy' ? 'summaryEmpty' : 'summaryEmptyReference'}`)
            }
            rows={5}
            maxLength={5000}
            value={row.summary}
            onChange={(event) => dispatch({ type: 'summary', index, summary: event.target.value })}
          />
        </details>
        <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
          <Checkbox
            label={t('courseFromSource.plan.slides')}
            checked={row.slides}
            onChange={(event) =>
              dispatch({ type: 'toggle', index, part: 'slides', on: event.target.checked })
            }
          />
          <Checkbox
            label={t('courseFromSource.plan.quiz')}
            checked={row.quiz}
            onChange={(event) => dispatch({ type: 'toggle', index, part: 'quiz', on: event.target.checked })}
          />
          {row.quiz ? (
            <InputField
              containerClassName="w-36"
              label={t('courseFromSource.plan.questions')}
              type="number"
              min={1}
              max={COURSE_PLAN_MAX_QUESTIONS}
              value={row.question_count}
              onChange={(event) =>
                dispatch({ type: 'questions', index, count: Number(event.target.value) || 1 })
              }
            />
          ) : null}
        </div>
        {splitAt !== null ? (
          <div className="flex flex-wrap items-end gap-2 rounded-lg bg-indigo-50 p-3">
            <SelectField
              containerClassName="min-w-48"
              label={t(`courseFromSource.plan.splitAt.${unit}`)}
              value={splitAt}
              onChange={(event) => setSplitAt(Number(event.target.value))}
            >
              {pages.map((page) => (
                <option key={page} value={page}>
                  {page}
                </option>
              ))}
            </SelectField>
            <Button
              size="sm"
              onClick={() => {
                dispatch({
                  type: 'split',
                  index,
                  at: splitAt,
                  title: t('courseFromSource.plan.splitTitle', { title: row.title.trim() }),
                });
                setSplitAt(null);
              }}
            >
              {t('courseFromSource.plan.splitConfirm')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSplitAt(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-1 border-t border-slate-100 pt-2">
          <Button
            size="sm"
            variant="ghost"
            disabled={index === count - 1}
            onClick={() => dispatch({ type: 'merge', index })}
          >
            {t('courseFromSource.plan.merge')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={pages.length === 0 || splitAt !== null}
            onClick={() => setSplitAt(middlePage(row))}
          >
            {t('courseFromSource.plan.split')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            disabled={count <= 1}
            onClick={() => dispatch({ type: 'drop', index })}
          >
            {t('courseFromSource.plan.drop')}
          </Button>
        </div>
      </Card>
    </li>
  );
}
