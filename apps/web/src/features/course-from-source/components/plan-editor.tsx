import { COURSE_PLAN_MAX_FINAL_QUESTIONS, type CoursePlan } from '@pustaka/contract';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Checkbox, InputField, TextareaField } from '@/components/ui/field';
import {
  buildRequest,
  type PlanProblem,
  planProblems,
  planReducer,
  planState,
} from '@/features/course-from-source/lib/plan-editor';
import { ChapterCard } from './chapter-card';

/** What the course may take from its source, said before anything is made. */
export function RightsNotice({ plan }: { plan: CoursePlan }) {
  const { t } = useTranslation();
  if (plan.rights === 'reference') {
    return (
      <Alert tone="warning" title={t('courseFromSource.rights.referenceTitle')}>
        <p data-testid="rights-mode">{t('courseFromSource.rights.referenceText')}</p>
        {plan.product_url ? (
          <a className="mt-1 inline-block font-semibold underline" href={plan.product_url}>
            {t('courseFromSource.rights.productLink')}
          </a>
        ) : null}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={t('courseFromSource.rights.copyTitle')}>
      <p data-testid="rights-mode">
        {plan.unit === 'part'
          ? t('courseFromSource.rights.copyUploadText')
          : t('courseFromSource.rights.copyText')}
      </p>
    </Alert>
  );
}

function ProblemText({ problem }: { problem: PlanProblem }) {
  const { t } = useTranslation();
  if (problem.kind === 'chapter-title')
    return <>{t('courseFromSource.plan.problems.chapterTitle', { number: problem.index + 1 })}</>;
  if (problem.kind === 'drip') return <>{t('courseFromSource.plan.problems.drip')}</>;
  return <>{t('courseFromSource.plan.problems.courseTitle')}</>;
}

/**
 * Step two: the proposed plan, edited before anything is created: the course's title and settings, its
 * chapters (merged, split, dropped, renamed, reordered; slides and quizzes per chapter) and a final quiz.
 */
export function PlanEditor({
  plan,
  creating,
  error,
  onCreate,
  onBack,
}: {
  plan: CoursePlan;
  creating: boolean;
  error: Error | null;
  onCreate: (request: ReturnType<typeof buildRequest>) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(planReducer, plan, planState);
  const [leaving, setLeaving] = useState(false);
  const problems = planProblems(state);
  const { course, chapters, finalQuiz } = state;
  const slides = chapters.filter((c) => c.slides).length;
  const quizzes = chapters.filter((c) => c.quiz).length + (finalQuiz.enabled ? 1 : 0);
  const setCourse = (patch: Partial<typeof course>) => dispatch({ type: 'course', patch });

  return (
    <div className="space-y-6">
      <RightsNotice plan={plan} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          <Card>
            <CardHeader
              title={t('courseFromSource.plan.title')}
              description={
                <>
                  {plan.source_title ? <strong>{plan.source_title}</strong> : null} ·{' '}
                  {t(`courseFromSource.plan.outlineFrom.${plan.outline_from}`)}{' '}
                  {t(`courseFromSource.plan.generator.${plan.generator}`)}
                </>
              }
            />
            <CardBody className="space-y-4">
              <InputField
                label={t('courseFromSource.plan.courseTitle')}
                value={course.title}
                maxLength={200}
                onChange={(event) => setCourse({ title: event.target.value })}
                error={
                  problems.some((p) => p.kind === 'course-title')
                    ? t('courseFromSource.plan.problems.courseTitle')
                    : undefined
                }
              />
              <TextareaField
                label={t('courseFromSource.plan.description')}
                rows={3}
                maxLength={5000}
                value={course.description}
                onChange={(event) => setCourse({ description: event.target.value })}
              />
            </CardBody>
          </Card>

          <section className="space-y-3" aria-labelledby="plan-chapters">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="plan-chapters" className="text-lg font-semibold text-slate-900">
                {t('courseFromSource.plan.chapters', { count: chapters.length })}
              </h2>
              <Badge tone="brand" data-testid="plan-totals">
                {t('courseFromSource.plan.totals', { chapters: chapters.length, slides, quizzes })}
              </Badge>
            </div>
            <ol className="space-y-3">
              {chapters.map((row, index) => (
                <ChapterCard
                  key={row.key}
                  row={row}
                  index={index}
                  count={chapters.length}
                  unit={plan.unit}
                  rights={plan.rights}
                  dispatch={dispatch}
                />
              ))}
            </ol>
          </section>
        </div>

        <div className="space-y-6 lg:sticky lg:top-20">
          <Card>
            <CardHeader title={t('courseFromSource.plan.settings')} />
            <CardBody className="space-y-4">
              <Checkbox
                label={t('courseFromSource.plan.sequential')}
                checked={course.sequential}
                onChange={(event) => setCourse({ sequential: event.target.checked })}
              />
              <Checkbox
                label={t('courseFromSource.plan.drip')}
                checked={course.drip_days_per_chapter !== null}
                onChange={(event) => setCourse({ drip_days_per_chapter: event.target.checked ? 7 : null })}
              />
              {course.drip_days_per_chapter !== null ? (
                <InputField
                  containerClassName="max-w-xs"
                  label={t('courseFromSource.plan.dripDays')}
                  hint={t('courseFromSource.plan.dripHint', { days: course.drip_days_per_chapter })}
                  type="number"
                  min={1}
                  max={365}
                  value={course.drip_days_per_chapter}
                  onChange={(event) => setCourse({ drip_days_per_chapter: Number(event.target.value) || 0 })}
                  error={
                    problems.some((p) => p.kind === 'drip')
                      ? t('courseFromSource.plan.problems.drip')
                      : undefined
                  }
                />
              ) : null}
              <div className="space-y-3 border-t border-slate-100 pt-4">
                <Checkbox
                  label={t('courseFromSource.plan.finalQuiz')}
                  checked={finalQuiz.enabled}
                  onChange={(event) =>
                    dispatch({ type: 'final-quiz', patch: { enabled: event.target.checked } })
                  }
                />
                {finalQuiz.enabled ? (
                  <InputField
                    containerClassName="max-w-xs"
                    label={t('courseFromSource.plan.finalQuestions')}
                    type="number"
                    min={1}
                    max={COURSE_PLAN_MAX_FINAL_QUESTIONS}
                    value={finalQuiz.question_count}
                    onChange={(event) =>
                      dispatch({
                        type: 'final-quiz',
                        patch: { question_count: Number(event.target.value) || 1 },
                      })
                    }
                  />
                ) : null}
              </div>
            </CardBody>
          </Card>

          <div className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <p className="text-sm text-slate-600">{t('courseFromSource.plan.draftNote')}</p>
            {problems.length > 0 ? (
              <Alert tone="warning" title={t('courseFromSource.plan.problemsTitle')}>
                <ul className="list-disc pl-5" data-testid="plan-problems">
                  {problems.map((problem) => (
                    <li key={problem.kind === 'chapter-title' ? `c${problem.index}` : problem.kind}>
                      <ProblemText problem={problem} />
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            {error ? <Alert tone="error">{error.message}</Alert> : null}
            <div className="flex flex-col gap-2">
              <Button
                data-testid="create-course"
                loading={creating}
                disabled={problems.length > 0}
                onClick={() => onCreate(buildRequest(state))}
              >
                {t('courseFromSource.plan.create')}
              </Button>
              <Button variant="outline" onClick={() => setLeaving(true)} disabled={creating}>
                {t('courseFromSource.plan.back')}
              </Button>
            </div>
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={leaving}
        onClose={() => setLeaving(false)}
        title={t('courseFromSource.plan.backTitle')}
        confirmLabel={t('courseFromSource.plan.back')}
        onConfirm={() => {
          setLeaving(false);
          onBack();
        }}
        confirmTestId="confirm-change-source"
      >
        <p className="text-sm text-slate-600">{t('courseFromSource.plan.backText')}</p>
      </ConfirmDialog>
    </div>
  );
}
