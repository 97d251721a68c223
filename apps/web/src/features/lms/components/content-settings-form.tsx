import type { LmsContent } from '@pustaka/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { useUpdateContent } from '@/features/lms/api/trainer';
import { messageOf } from '@/features/lms/lib/errors';
import { ContentFileField } from './content-file-field';
import { LessonPicker } from './lesson-picker';
import { QuizFields } from './quiz-fields';

/** One content's title, text, drip day and completion rule (its threshold); the text editor comes from the page. */
export function ContentSettingsForm({
  content,
  bodyEditor,
}: {
  content: LmsContent;
  bodyEditor: (initialHtml: string, onChange: (html: string) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const update = useUpdateContent(content.id);
  const [title, setTitle] = useState(content.title);
  const [body, setBody] = useState(content.body_html);
  const [drip, setDrip] = useState(content.drip_days === null ? '' : String(content.drip_days));
  const [quizId, setQuizId] = useState(content.quiz_id === null ? '' : String(content.quiz_id));
  const [minScore, setMinScore] = useState(content.min_score === null ? '' : String(content.min_score));
  const [threshold, setThreshold] = useState(String(content.completion_threshold));

  function submit(event: FormEvent) {
    event.preventDefault();
    const quiz =
      content.type === 'quiz'
        ? {
            quiz_id: quizId === '' ? null : Number(quizId),
            min_score: minScore === '' ? null : Number(minScore),
          }
        : { completion_threshold: Number(threshold) };
    update.mutate({ title, body, drip_days: drip === '' ? null : Number(drip), ...quiz });
  }

  return (
    <Card>
      <CardBody className="space-y-6">
        <form className="space-y-4" onSubmit={submit} data-testid="content-settings">
          <InputField
            label={t('lms.contents.title')}
            value={title}
            required
            minLength={3}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
          />
          {bodyEditor(content.body_html, setBody)}
          <InputField
            label={t('lms.contents.dripDays')}
            type="number"
            min={0}
            max={3650}
            value={drip}
            hint={t('lms.contents.dripHint')}
            onChange={(event) => setDrip(event.target.value)}
          />
          {content.type === 'quiz' ? (
            <QuizFields
              quizId={quizId}
              minScore={minScore}
              onQuizChange={setQuizId}
              onMinScoreChange={setMinScore}
            />
          ) : (
            <InputField
              label={t('lms.contents.threshold')}
              type="number"
              min={1}
              max={100}
              step={1}
              required
              value={threshold}
              hint={t('lms.contents.thresholdHint')}
              onChange={(event) => setThreshold(event.target.value)}
              data-testid="completion-threshold"
            />
          )}
          <p className="text-sm text-slate-600">
            {t('lms.contents.rule')}:{' '}
            {t(`lms.rule.${content.completion_rule}`, { threshold: content.completion_threshold })}
          </p>
          {update.error ? <Alert tone="error">{messageOf(update.error, t('lms.saveFailed'))}</Alert> : null}
          {update.isSuccess ? <Alert tone="success">{t('lms.saved')}</Alert> : null}
          <div className="flex justify-end">
            <Button type="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          </div>
        </form>
        <ContentFileField content={content} />
        {content.type === 'video' ? <LessonPicker content={content} /> : null}
      </CardBody>
    </Card>
  );
}
