import type { LmsEnrolmentStatus } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useTrainerCourse } from '@/features/lms/api/trainer';
import { EmailInviteForm } from '@/features/lms/components/email-invite-form';
import { InvitePanel } from '@/features/lms/components/invite-panel';
import {
  PARTICIPANT_STATUSES,
  ParticipantsTable,
  PendingRequestsBanner,
} from '@/features/lms/components/participants-table';
import { useDocumentTitle } from '@/lib/use-document-title';
import { pageClasses, TrainerHeader } from './trainer-header';

/**
 * /lms/dashboard/courses/{id}/participants: requests waiting for approval first, then the links that bring
 * learners in, then who is in the course. `?status=` keeps the filter, so the dashboard can link to the requests.
 */
export function CourseParticipantsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const course = useTrainerCourse(id);
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const status = PARTICIPANT_STATUSES.find((one) => one === asked) ?? '';
  const setStatus = (next: LmsEnrolmentStatus | '') =>
    setParams(next ? { status: next } : {}, { replace: true });
  useDocumentTitle(t('lms.nav.participants'));
  return (
    <div className={pageClasses}>
      <TrainerHeader title={course.data?.title ?? t('lms.nav.participants')} courseId={id} />
      <PendingRequestsBanner
        courseId={id}
        onReview={
          status === 'pending'
            ? undefined
            : () => {
                setStatus('pending');
                document.getElementById('participants')?.scrollIntoView({ behavior: 'smooth' });
              }
        }
      />
      <InvitePanel courseId={id} />
      <EmailInviteForm courseId={id} />
      <section id="participants" className="scroll-mt-24">
        <ParticipantsTable courseId={id} status={status} onStatusChange={setStatus} />
      </section>
    </div>
  );
}
