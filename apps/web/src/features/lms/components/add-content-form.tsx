import type { LmsContentType } from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { useAddContent, useUploadContentFile } from '@/features/lms/api/trainer';
import { messageOf } from '@/features/lms/lib/errors';
import { ACCEPT } from './content-file-field';
import { QuizFields } from './quiz-fields';

const TYPES: LmsContentType[] = ['video', 'pdf', 'audio', 'slides', 'text', 'quiz'];

/** Adds a content at the end of the course: a title, a type and, for file types, the file at once. */
export function AddContentForm({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const add = useAddContent(courseId);
  const [type, setType] = useState<LmsContentType>('video');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [quizId, setQuizId] = useState('');
  const [minScore, setMinScore] = useState('');
  const upload = useUploadContentFile(0);
  const [formKey, setFormKey] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const quiz =
      type === 'quiz'
        ? {
            quiz_id: quizId === '' ? null : Number(quizId),
            min_score: minScore === '' ? null : Number(minScore),
          }
        : {};
    const created = await add.mutateAsync({ type, title, ...quiz }).catch(() => undefined);
    if (!created) return;
    if (file) {
      const sent = await upload.mutateAsync({ file, contentId: created.id }).catch(() => undefined);
      if (!sent) return;
    }
    setTitle('');
    setFile(null);
    setQuizId('');
    setMinScore('');
    setFormKey((key) => key + 1);
  }

  const accept = ACCEPT[type];
  const error = add.error ?? upload.error;
  return (
    <Card>
      <CardHeader title={t('lms.contents.add')} />
      <CardBody>
        <form key={formKey} className="space-y-4" onSubmit={submit} data-testid="add-content-form">
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <SelectField
              label={t('lms.contents.type')}
              value={type}
              name="type"
              onChange={(event) => setType(event.target.value as LmsContentType)}
            >
              {TYPES.map((one) => (
                <option key={one} value={one}>
                  {t(`lms.type.${one}`)}
                </option>
              ))}
            </SelectField>
            <InputField
              label={t('lms.contents.title')}
              name="content-title"
              value={title}
              required
              minLength={3}
              maxLength={200}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          {type === 'quiz' ? (
            <QuizFields
              quizId={quizId}
              minScore={minScore}
              onQuizChange={setQuizId}
              onMinScoreChange={setMinScore}
            />
          ) : accept ? (
            <InputField
              label={t('lms.contents.file')}
              type="file"
              accept={accept}
              name="content-file"
              hint={t(`lms.contents.fileHint.${type}`)}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          ) : (
            <p className="text-sm text-slate-600">{t('lms.contents.textHint')}</p>
          )}
          {error ? <Alert tone="error">{messageOf(error, t('lms.saveFailed'))}</Alert> : null}
          <div className="flex justify-end">
            <Button type="submit" loading={add.isPending || upload.isPending} data-testid="add-content">
              {t('lms.contents.addButton')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
