import { AdminUserUpdateSchema, ROLES, type Role, type User } from '@pustaka/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Checkbox } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useGroups } from '@/features/admin/api/groups';
import { useSyncUserGroups, useUpdateUser } from '@/features/admin/api/users';
import { PremiumCreatorControl } from './premium-creator-control';

/** Roles, verification and group membership of one user. */
export function UserEditDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={t('admin.users.editTitle')}
      description={user ? `${user.fullName || user.email} · ${user.email}` : undefined}
      closeLabel={t('common.close')}
    >
      {user ? <UserEditForm key={user.id} user={user} onDone={onClose} /> : null}
    </Dialog>
  );
}

function UserEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const groups = useGroups();
  const update = useUpdateUser();
  const syncGroups = useSyncUserGroups();
  const [roles, setRoles] = useState<Role[]>(user.roles.length ? user.roles : [user.role]);
  const [verified, setVerified] = useState(user.email_verified);
  const initialGroups = useMemo(() => user.groups.map((g) => g.id), [user.groups]);
  const [groupIds, setGroupIds] = useState<number[]>(initialGroups);
  const parsed = AdminUserUpdateSchema.safeParse({ roles, email_verified: verified });
  const error = update.error ?? syncGroups.error;

  function toggle<T>(list: T[], value: T, on: boolean): T[] {
    return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
  }

  async function save() {
    if (!parsed.success) return;
    try {
      await update.mutateAsync({ id: user.id, input: parsed.data });
      const add = groupIds.filter((id) => !initialGroups.includes(id));
      const remove = initialGroups.filter((id) => !groupIds.includes(id));
      if (add.length || remove.length) await syncGroups.mutateAsync({ id: user.id, add, remove });
      toast.success(t('admin.users.saved'));
      onDone();
    } catch {
      // Shown below from the mutation state.
    }
  }

  return (
    <div className="space-y-5">
      {error ? <Alert tone="error">{error.message}</Alert> : null}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('admin.users.roles')}</legend>
        {ROLES.map((role) => (
          <Checkbox
            key={role}
            label={t(`roles.${role}`)}
            checked={roles.includes(role)}
            onChange={(event) => setRoles((prev) => toggle(prev, role, event.target.checked))}
          />
        ))}
        {roles.length === 0 ? <p className="text-sm text-red-600">{t('admin.users.roleRequired')}</p> : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('admin.users.verification')}</legend>
        <Checkbox
          label={t('admin.users.emailVerified')}
          checked={verified}
          onChange={(event) => setVerified(event.target.checked)}
        />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('admin.users.groups')}</legend>
        {groups.isPending ? (
          <Skeleton className="h-5 w-40" />
        ) : groups.data?.length ? (
          groups.data.map((group) => (
            <Checkbox
              key={group.id}
              label={group.name}
              checked={groupIds.includes(group.id)}
              onChange={(event) => setGroupIds((prev) => toggle(prev, group.id, event.target.checked))}
            />
          ))
        ) : (
          <p className="text-sm text-slate-500">{t('admin.groups.empty')}</p>
        )}
      </fieldset>
      {user.roles.includes('publisher') || user.role === 'publisher' ? (
        <div className="border-t border-slate-100 pt-4">
          <PremiumCreatorControl userId={user.id} currentUntil={user.premium_creator_until} />
        </div>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save} disabled={!parsed.success} loading={update.isPending || syncGroups.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </div>
  );
}
