import type { CoursePlan } from '@pustaka/contract';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadingBlock } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/lib/session-store';
import {
  courseFromSourceKeys,
  useCourseBuild,
  useStartBuild,
} from '@/features/course-from-source/api/course-builds';
import { BuildProgress, editorPath } from '@/features/course-from-source/components/build-progress';
import { PlanEditor } from '@/features/course-from-source/components/plan-editor';
import { SourcePicker } from '@/features/course-from-source/components/source-picker';
import { trainerKeys } from '@/features/lms/api/trainer';
import { useFeatureAccess } from '@/features/subscription/api/plans';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadFailed, pageClasses, TrainerHeader } from './trainer-header';

/** The plan feature the assistant spends (record 051); the trainer pages already need `lms_access`. */
const FEATURE = 'ai_generate_slides';
const STEPS = ['source', 'plan', 'build'] as const;

function Steps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation();
  return (
    <ol className="flex gap-2 text-xs sm:text-sm" aria-label={t('courseFromSource.stepsLabel')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={step === current ? 'step' : undefined}
          className={clsx(
            'flex-1 rounded-lg px-3 py-2 text-center font-medium sm:flex-none',
            step === current ? 'bg-indigo-600 text-white' : 'bg-white text-slate-600 ring-1 ring-slate-200',
          )}
        >
          {index + 1}. {t(`courseFromSource.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}

/** The build the address names (`?build=`), followed until it ends; a finished one opens the course editor. */
function FollowBuild({ id }: { id: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const build = useCourseBuild(id);
  const status = build.data?.status;
  const courseId = build.data?.course_id ?? null;
  useEffect(() => {
    if (status === 'running' || !status) return;
    void queryClient.invalidateQueries({ queryKey: trainerKeys.courses() });
    if (status === 'done' && courseId !== null) navigate(editorPath(courseId), { replace: true });
  }, [status, courseId, navigate, queryClient]);
  if (build.isPending) return <Skeleton className="h-64 w-full" />;
  if (build.error && !build.data) return <LoadFailed onRetry={() => void build.refetch()} />;
  return build.data ? <BuildProgress build={build.data} /> : null;
}

/**
 * /lms/dashboard/courses/from-source: a course from an ebook in one flow. Pick an ebook or a PDF, edit the
 * plan the assistant proposes, then follow the build until the draft course opens in the editor.
 */
export function CourseFromSourcePage() {
  const { t } = useTranslation();
  const session = useSession();
  const access = useFeatureAccess(session.user?.id ?? null, FEATURE);
  const [params, setParams] = useSearchParams();
  const buildId = params.get('build');
  const [plan, setPlan] = useState<CoursePlan | null>(null);
  const start = useStartBuild();
  const queryClient = useQueryClient();
  useDocumentTitle(t('courseFromSource.title'));

  if (access.isPending) return <LoadingBlock label={t('common.loading')} className="min-h-[50vh]" />;
  // The plans page says which feature this needs and offers the plans that have it.
  if (!access.allowed) return <Navigate to="/subscription" replace state={{ feature: FEATURE }} />;

  const step = buildId ? 'build' : plan ? 'plan' : 'source';
  return (
    <div className={pageClasses}>
      <TrainerHeader title={t('courseFromSource.title')} description={t('courseFromSource.subtitle')} />
      <Steps current={step} />
      {step === 'source' ? <SourcePicker onPlan={setPlan} /> : null}
      {step === 'plan' && plan ? (
        <PlanEditor
          plan={plan}
          creating={start.isPending}
          error={start.error}
          onBack={() => {
            start.reset();
            setPlan(null);
          }}
          onCreate={(request) =>
            start.mutate(request, {
              // The build's id goes into the address, so a reload keeps following it.
              onSuccess: (build) => {
                queryClient.setQueryData(courseFromSourceKeys.build(build.id), build);
                setParams({ build: build.id }, { replace: true });
              },
            })
          }
        />
      ) : null}
      {buildId ? <FollowBuild id={buildId} /> : null}
    </div>
  );
}
