import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/field';
import { useSendFeedback } from '@/features/lms/api/learner';
import { messageOf } from '@/features/lms/lib/errors';

/** A rating from 1 to 5 with a few words; sending again replaces the earlier one. */
export function FeedbackForm({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const send = useSendFeedback(courseId);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (rating) send.mutate({ rating, text });
  }
  return (
    <Card>
      <CardHeader title={t('lms.feedback.title')} />
      <CardBody>
        <form className="space-y-3" onSubmit={submit}>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('lms.feedback.rating')}</legend>
            <div className="mt-1 flex gap-1">
              {[1, 2, 3, 4, 5].map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={rating === value}
                  aria-label={t('lms.feedback.stars', { count: value })}
                  onClick={() => setRating(value)}
                  className={`text-2xl focus-visible:outline-2 focus-visible:outline-indigo-600 ${value <= rating ? 'text-amber-500' : 'text-slate-300'}`}
                >
                  ★
                </button>
              ))}
            </div>
          </fieldset>
          <TextareaField
            label={t('lms.feedback.text')}
            value={text}
            maxLength={2000}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
          {send.isSuccess ? <Alert tone="success">{t('lms.feedback.thanks')}</Alert> : null}
          {send.error ? <Alert tone="error">{messageOf(send.error, t('lms.saveFailed'))}</Alert> : null}
          <Button type="submit" disabled={!rating} loading={send.isPending}>
            {t('lms.feedback.send')}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
