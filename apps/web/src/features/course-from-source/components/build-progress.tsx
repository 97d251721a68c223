import type { CourseBuild, CourseBuildStep } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';

const MARK: Record<CourseBuildStep['status'], string> = {
  pending: '•',
  done: '✓',
  failed: '✕',
  skipped: '–',
};
const TONE: Record<CourseBuildStep['status'], string> = {
  pending: 'text-slate-500',
  done: 'text-emerald-700',
  failed: 'text-red-700',
  skipped: 'text-slate-400',
};

export function editorPath(courseId: number): string {
  return `/lms/dashboard/courses/${courseId}/edit`;
}

function StepRow({ step, running }: { step: CourseBuildStep; running: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="flex gap-3 py-2 text-sm" data-testid="build-step" data-status={step.status}>
      <span className={clsx('w-4 shrink-0 text-center font-bold', TONE[step.status])} aria-hidden="true">
        {running && step.status === 'pending' ? <Spinner className="size-3.5" /> : MARK[step.status]}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-slate-900">
          <span className="font-medium">{t(`courseFromSource.build.kinds.${step.kind}`)}</span>
          {step.title ? <span className="text-slate-600"> · {step.title}</span> : null}
        </p>
        {step.error ? (
          <p className="text-red-700">
            {i18n.language === 'en' ? step.error.message.en : step.error.message.id}
          </p>
        ) : null}
      </div>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <span className={clsx('text-xs font-semibold', TONE[step.status])}>
          {t(`courseFromSource.build.status.${step.status}`)}
        </span>
        {step.content_id !== null && step.status === 'done' ? (
          <Link
            to={`/lms/dashboard/contents/${step.content_id}`}
            className="text-xs font-semibold text-indigo-700 hover:underline"
          >
            {t('courseFromSource.build.openContent')}
          </Link>
        ) : null}
      </span>
    </li>
  );
}

/**
 * Step three: each step of the build as the server reports it. A build that failed somewhere keeps what it
 * made; the list says what was made and what was not, and the editor opens on the draft course.
 */
export function BuildProgress({ build }: { build: CourseBuild }) {
  const { t } = useTranslation();
  const running = build.status === 'running';
  const finished = build.steps.filter((s) => s.status !== 'pending').length;
  const percent = build.total ? Math.round((finished / build.total) * 100) : 0;
  // The course first, then each chapter's steps, then the final quiz: in the order they are made.
  const groups = new Map<string, CourseBuildStep[]>();
  for (const step of build.steps) {
    const group =
      step.chapter === null ? (step.kind === 'final_quiz' ? 'final' : 'course') : `${step.chapter}`;
    groups.set(group, [...(groups.get(group) ?? []), step]);
  }
  const made = build.steps.filter((s) => s.status === 'done');
  const notMade = build.steps.filter((s) => s.status === 'failed');

  return (
    <div className="space-y-4" aria-live="polite">
      {running ? (
        <Card className="space-y-3 p-4">
          <p className="flex items-center gap-2 font-semibold text-slate-900" data-testid="build-running">
            <Spinner /> {t('courseFromSource.build.running', { title: build.course_title })}
          </p>
          <ProgressBar
            percent={percent}
            label={t('courseFromSource.build.progress', { done: build.done, total: build.total })}
          />
        </Card>
      ) : null}
      {build.status === 'done' ? (
        <Alert tone="success" title={t('courseFromSource.build.doneTitle')}>
          <p data-testid="build-done">{t('courseFromSource.build.done', { count: build.done })}</p>
        </Alert>
      ) : null}
      {build.status === 'failed' ? (
        <Alert tone="warning" title={t('courseFromSource.build.failedTitle')}>
          <p data-testid="build-failed">
            {t('courseFromSource.build.failedText', { done: made.length, failed: notMade.length })}
          </p>
          {notMade.length > 0 ? (
            <ul className="mt-1 list-disc pl-5" data-testid="build-not-made">
              {notMade.map((step) => (
                <li key={`${step.kind}-${step.chapter}`}>
                  {t(`courseFromSource.build.kinds.${step.kind}`)} · {step.title}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      {!running && build.course_id !== null ? (
        <ButtonLink to={editorPath(build.course_id)} data-testid="open-editor">
          {t('courseFromSource.build.openEditor')}
        </ButtonLink>
      ) : null}
      <Card>
        <CardHeader title={t('courseFromSource.build.stepsTitle')} />
        <CardBody className="space-y-4">
          {[...groups.entries()].map(([group, steps]) => (
            <section key={group}>
              <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                {group === 'course' || group === 'final'
                  ? t(`courseFromSource.build.${group}`)
                  : t('courseFromSource.build.chapter', { number: Number(group) + 1 })}
              </h3>
              <ul className="divide-y divide-slate-100">
                {steps.map((step) => (
                  <StepRow key={`${step.kind}-${step.chapter}`} step={step} running={running} />
                ))}
              </ul>
            </section>
          ))}
        </CardBody>
      </Card>
    </div>
  );
}
