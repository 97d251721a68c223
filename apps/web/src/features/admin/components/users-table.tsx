import type { AdminUser as User } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditIcon, MailIcon, TrashIcon, UserIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useDeleteUser, useResendInvitation, useSetUserActive } from '@/features/admin/api/users';
import { formatDate } from '@/lib/format';
import { UserEditDialog } from './user-edit-dialog';

const roleTone = { admin: 'danger', publisher: 'info', members: 'neutral' } as const;

function UserIdentity({ user }: { user: User }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 text-slate-500">
        {user.avatar_url ? (
          <img src={user.avatar_url} alt="" className="size-full object-cover" />
        ) : (
          <UserIcon className="size-5" />
        )}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{user.fullName || '—'}</p>
        <p className="truncate text-sm text-slate-500">{user.email}</p>
      </div>
    </div>
  );
}

export function UsersTable({ users, currentUserId }: { users: User[]; currentUserId: number | null }) {
  const { t, i18n } = useTranslation();
  const setActive = useSetUserActive();
  const remove = useDeleteUser();
  const resend = useResendInvitation();
  const [editing, setEditing] = useState<User | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);

  function toggleActive(user: User) {
    setActive.mutate(
      { id: user.id, active: !user.is_active },
      {
        onSuccess: () =>
          toast.success(
            user.is_active ? t('admin.users.deactivated') : t('admin.users.activated'),
            user.email,
          ),
        onError: (error) => toast.error(t('admin.users.actionFailed'), error),
      },
    );
  }

  function resendInvitation(user: User) {
    resend.mutate(user.id, {
      onSuccess: () => toast.success(t('admin.users.invitation.resent'), user.email),
      onError: (error) => toast.error(t('admin.users.actionFailed'), error),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('admin.users.deleted'), deleting.email);
        setDeleting(null);
      },
      onError: (error) => toast.error(t('admin.users.actionFailed'), error),
    });
  }

  const roles = (user: User) => (
    <div className="flex flex-wrap gap-1">
      {(user.roles.length ? user.roles : [user.role]).map((role) => (
        <Badge key={role} tone={roleTone[role]}>
          {t(`roles.${role}`)}
        </Badge>
      ))}
    </div>
  );

  const status = (user: User) => (
    <div className="flex flex-wrap gap-1">
      <Badge tone={user.is_active ? 'success' : 'neutral'}>
        {user.is_active ? t('admin.users.active') : t('admin.users.inactive')}
      </Badge>
      {user.invitation_pending ? (
        <Badge tone="info">{t('admin.users.invitation.pending')}</Badge>
      ) : user.email_verified ? null : (
        <Badge tone="warning">{t('admin.users.unverified')}</Badge>
      )}
    </div>
  );

  const actions = (user: User) => {
    const self = user.id === currentUserId;
    const busy = setActive.isPending && setActive.variables?.id === user.id;
    return (
      <div className="flex flex-wrap justify-end gap-1.5">
        {user.invitation_pending ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<MailIcon className="size-4" />}
            onClick={() => resendInvitation(user)}
            loading={resend.isPending && resend.variables === user.id}
          >
            {t('admin.users.invitation.resend')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          icon={<EditIcon className="size-4" />}
          onClick={() => setEditing(user)}
        >
          {t('common.edit')}
        </Button>
        <Button
          size="sm"
          variant={user.is_active ? 'ghost' : 'secondary'}
          onClick={() => toggleActive(user)}
          loading={busy}
          disabled={self}
          title={self ? t('admin.users.notSelf') : undefined}
        >
          {user.is_active ? t('admin.users.deactivate') : t('admin.users.activate')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setDeleting(user)}
          disabled={self}
          aria-label={`${t('common.delete')} ${user.email}`}
          icon={<TrashIcon className="size-4" />}
        />
      </div>
    );
  };

  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('admin.users.user')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('admin.users.roles')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('admin.users.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('admin.users.joined')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">{t('admin.users.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.id} className="hover:bg-slate-50/60">
                <td className="max-w-72 px-4 py-3">
                  <UserIdentity user={user} />
                </td>
                <td className="px-4 py-3">{roles(user)}</td>
                <td className="px-4 py-3">{status(user)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  {formatDate(user.created_at, i18n.language)}
                </td>
                <td className="px-4 py-3">{actions(user)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {users.map((user) => (
          <li key={user.id} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4">
            <UserIdentity user={user} />
            <div className="flex flex-wrap gap-2">
              {roles(user)}
              {status(user)}
            </div>
            <p className="text-xs text-slate-500">
              {t('admin.users.joined')}: {formatDate(user.created_at, i18n.language)}
            </p>
            {actions(user)}
          </li>
        ))}
      </ul>
      <UserEditDialog user={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('admin.users.deleteTitle')}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      >
        <p className="text-sm text-slate-700">
          {t('admin.users.deleteText', { email: deleting?.email ?? '' })}
        </p>
      </ConfirmDialog>
    </>
  );
}
