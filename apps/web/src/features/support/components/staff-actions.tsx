import type { SupportRequestDetail } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useAssignRequest, useSetRequestClosed, useSupportStaff } from '@/features/support/api/inbox';

/** Who handles the request (take it, hand it to another staff member, leave it open to all) and close/reopen. */
export function StaffActions({ request, userId }: { request: SupportRequestDetail; userId: number }) {
  const { t } = useTranslation();
  const staff = useSupportStaff();
  const assign = useAssignRequest(request.id);
  const setClosed = useSetRequestClosed(request.id);
  const closed = request.status === 'closed';
  const mine = request.assignee?.id === userId;
  const failure = assign.error ?? setClosed.error;

  // The current assignee stays a choice even if they have since left the staff.
  const people = staff.data?.staff ?? [];
  const choices =
    request.assignee && !people.some((person) => person.id === request.assignee?.id)
      ? [...people, { ...request.assignee, email: '', is_admin: false }]
      : people;

  return (
    <div className="space-y-3">
      {failure ? <Alert tone="error">{failure.message}</Alert> : null}
      <SelectField
        label={t('support.staff.assignee')}
        value={request.assignee ? String(request.assignee.id) : ''}
        disabled={assign.isPending || staff.isPending}
        hint={staff.error ? t('support.staff.staffFailed') : undefined}
        onChange={(event) =>
          assign.mutate(event.target.value ? Number(event.target.value) : null, {
            onSuccess: () => toast.success(t('support.staff.assigned')),
          })
        }
      >
        <option value="">{t('support.inbox.unassigned')}</option>
        {choices.map((person) => (
          <option key={person.id} value={person.id}>
            {person.id === userId ? t('support.staff.meName', { name: person.name }) : person.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2">
        {mine ? null : (
          <Button
            variant="secondary"
            size="sm"
            loading={assign.isPending}
            onClick={() =>
              assign.mutate(userId, { onSuccess: () => toast.success(t('support.staff.assigned')) })
            }
          >
            {t('support.staff.assignMe')}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          loading={setClosed.isPending}
          onClick={() =>
            setClosed.mutate(!closed, {
              onSuccess: () =>
                toast.success(closed ? t('support.staff.reopened') : t('support.staff.closed')),
            })
          }
        >
          {closed ? t('support.staff.reopen') : t('support.staff.close')}
        </Button>
      </div>
    </div>
  );
}
