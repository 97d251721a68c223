import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTrainerContent } from '@/features/lms/api/trainer';
import { ContentSettingsForm } from '@/features/lms/components/content-settings-form';
import { RichTextEditor } from '@/features/publisher/components/rich-text-editor';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadFailed, pageClasses, TrainerHeader } from './trainer-header';

/** /lms/dashboard/contents/{id}: one content's text, file and rules. */
export function ContentEditorPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const content = useTrainerContent(id);
  useDocumentTitle(content.data?.title ?? t('lms.contents.edit'));
  return (
    <div className={pageClasses}>
      <TrainerHeader
        title={content.data?.title ?? t('lms.contents.edit')}
        courseId={content.data?.course_id}
        action={
          content.data?.type === 'quiz' && content.data.quiz_id ? (
            <ButtonLink to={`/lms/dashboard/contents/${content.data.id}/quiz/live`}>
              {t('liveQuiz.builder.host')}
            </ButtonLink>
          ) : undefined
        }
      />
      {content.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {content.error ? <LoadFailed onRetry={() => void content.refetch()} /> : null}
      {content.data ? (
        <ContentSettingsForm
          key={content.data.id}
          content={content.data}
          bodyEditor={(initialHtml, onChange) => (
            <RichTextEditor label={t('lms.contents.body')} initialHtml={initialHtml} onChange={onChange} />
          )}
        />
      ) : null}
    </div>
  );
}
