import { GroupCreateSchema } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { InputField } from '../../../components/ui/field';
import { PlusIcon, TrashIcon, UsersIcon } from '../../../components/ui/more-icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { useSchemaForm } from '../../../lib/form';
import { useCreateGroup, useDeleteGroup, useGroups } from '../api/groups';

function CreateGroupForm() {
  const { t } = useTranslation();
  const create = useCreateGroup();
  const form = useSchemaForm(GroupCreateSchema, { name: '', description: '' }, t, {
    name: t('validation.groupName'),
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((data) =>
        create.mutate(
          { name: data.name, description: data.description || null },
          {
            onSuccess: (group) => {
              toast.success(t('admin.groups.created'), group.name);
              form.reset();
            },
          },
        ),
      )}
    >
      {create.error ? <Alert tone="error">{create.error.message}</Alert> : null}
      <InputField label={t('admin.groups.name')} {...form.field('name')} />
      <InputField
        label={t('admin.groups.description')}
        hint={t('common.optional')}
        {...form.field('description')}
      />
      <Button type="submit" loading={create.isPending} icon={<PlusIcon className="size-4" />}>
        {t('admin.groups.create')}
      </Button>
    </form>
  );
}

export function GroupsManager() {
  const { t } = useTranslation();
  const groups = useGroups();
  const remove = useDeleteGroup();
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <Card>
        <CardHeader title={t('admin.groups.listTitle')} description={t('admin.groups.listText')} />
        <CardBody>
          {groups.error ? (
            <Alert tone="error">{groups.error.message}</Alert>
          ) : groups.isPending ? (
            <div className="space-y-3">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-12 w-full" />
              ))}
            </div>
          ) : groups.data.length ? (
            <ul className="divide-y divide-slate-100">
              {groups.data.map((group) => (
                <li key={group.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{group.name}</p>
                    <p className="truncate text-sm text-slate-500">
                      {group.description || t('admin.groups.noDescription')}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    icon={<TrashIcon className="size-4" />}
                    onClick={() => setDeleting(group)}
                  >
                    {t('common.delete')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              icon={<UsersIcon className="size-6" />}
              title={t('admin.groups.empty')}
              description={t('admin.groups.emptyText')}
            />
          )}
        </CardBody>
      </Card>
      <Card className="h-fit">
        <CardHeader title={t('admin.groups.create')} />
        <CardBody>
          <CreateGroupForm />
        </CardBody>
      </Card>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('admin.groups.deleteTitle')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    toast.success(t('admin.groups.deleted'), deleting.name);
                    setDeleting(null);
                  },
                  onError: (error) => toast.error(t('admin.groups.deleteFailed'), error.message),
                })
              }
            >
              {t('common.delete')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          {t('admin.groups.deleteText', { name: deleting?.name ?? '' })}
        </p>
      </Dialog>
    </div>
  );
}
