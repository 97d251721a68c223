import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTrainerCourse } from '@/features/lms/api/trainer';
import { EmailInviteForm } from '@/features/lms/components/email-invite-form';
import { InvitePanel } from '@/features/lms/components/invite-panel';
import { ParticipantsTable } from '@/features/lms/components/participants-table';
import { useDocumentTitle } from '@/lib/use-document-title';
import { pageClasses, TrainerHeader } from './trainer-header';

/** /lms/dashboard/courses/{id}/participants: who is in the course, and the links that bring learners in. */
export function CourseParticipantsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const course = useTrainerCourse(id);
  useDocumentTitle(t('lms.nav.participants'));
  return (
    <div className={pageClasses}>
      <TrainerHeader title={course.data?.title ?? t('lms.nav.participants')} courseId={id} />
      <InvitePanel courseId={id} />
      <EmailInviteForm courseId={id} />
      <ParticipantsTable courseId={id} />
    </div>
  );
}
