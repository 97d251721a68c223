import { SUPPORT_MESSAGE_MAX, SupportReplyCreateSchema } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { SendIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useReplyToRequest } from '@/features/support/api/my-requests';
import { useSchemaForm } from '@/lib/form';

/** The sender's follow-up; it puts an answered request back in the staff's queue. */
export function ReplyForm({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const reply = useReplyToRequest(requestId);
  const form = useSchemaForm(SupportReplyCreateSchema, { message: '' }, t);
  return (
    <form
      noValidate
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4"
      onSubmit={form.handleSubmit((data) =>
        reply.mutate(data.message, {
          onSuccess: () => {
            form.reset();
            toast.success(t('support.mine.replySent'));
          },
        }),
      )}
    >
      {reply.error ? <Alert tone="error">{reply.error.message}</Alert> : null}
      <TextareaField
        label={t('support.mine.replyLabel')}
        rows={4}
        maxLength={SUPPORT_MESSAGE_MAX}
        {...form.field('message')}
      />
      <Button type="submit" loading={reply.isPending} icon={<SendIcon className="size-4" />}>
        {t('support.mine.sendReply')}
      </Button>
    </form>
  );
}
