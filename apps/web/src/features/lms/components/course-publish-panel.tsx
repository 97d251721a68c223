import type { LmsCourse } from '@pustaka/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteCourse, useSaveCourse, useUploadCourseCover } from '@/features/lms/api/trainer';
import { messageOf } from '@/features/lms/lib/errors';

/** Cover, publication and deletion of a course: the parts of the editor that act at once. */
export function CoursePublishPanel({ course }: { course: LmsCourse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCourse(course.id);
  const cover = useUploadCourseCover(course.id);
  const remove = useDeleteCourse();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const error = save.error ?? cover.error ?? remove.error;

  return (
    <Card>
      <CardHeader title={t('lms.course.publication')} />
      <CardBody className="space-y-4">
        <div className="flex items-center gap-2">
          <Badge tone={course.is_published ? 'success' : 'neutral'}>
            {course.is_published ? t('lms.course.published') : t('lms.course.draft')}
          </Badge>
          <span className="text-sm text-slate-600">
            {t('lms.course.contentsCount', { count: course.content_count })}
          </span>
        </div>
        <Button
          variant={course.is_published ? 'outline' : 'primary'}
          loading={save.isPending}
          onClick={() => save.mutate({ is_published: !course.is_published })}
          data-testid="course-publish"
        >
          {course.is_published ? t('lms.course.unpublish') : t('lms.course.publish')}
        </Button>
        <div className="space-y-2">
          {course.cover_url ? (
            <img src={course.cover_url} alt="" className="aspect-video w-full rounded-lg object-cover" />
          ) : (
            <div className="flex aspect-video w-full items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-500">
              {t('lms.course.noCover')}
            </div>
          )}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            aria-label={t('lms.course.coverUpload')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) cover.mutate(file);
              event.target.value = '';
            }}
          />
          <Button
            variant="outline"
            size="sm"
            loading={cover.isPending}
            onClick={() => input.current?.click()}
          >
            {t('lms.course.coverUpload')}
          </Button>
        </div>
        {error ? <Alert tone="error">{messageOf(error, t('lms.saveFailed'))}</Alert> : null}
        <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setConfirming(true)}>
          {t('lms.course.delete')}
        </Button>
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('lms.course.deleteTitle')}
          confirmLabel={t('common.delete')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(course.id, {
              onSuccess: () => navigate('/lms/dashboard/courses', { replace: true }),
            })
          }
        >
          <p className="text-sm text-slate-600">{t('lms.course.deleteText', { title: course.title })}</p>
        </ConfirmDialog>
      </CardBody>
    </Card>
  );
}
