import { GroupCreateSchema } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { InputField } from '@/components/ui/field';
import { PlusIcon, TrashIcon, UsersIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useCreateGroup, useDeleteGroup, useGroups } from '@/features/admin/api/groups';
import { useSchemaForm } from '@/lib/form';
import { ConfirmDeleteDialog, ManagedList } from './managed-list';

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
        {/* The list runs edge to edge: its rows have their own padding. */}
        <ManagedList
          items={groups.data}
          error={groups.error}
          empty={
            <EmptyState
              icon={<UsersIcon className="size-6" />}
              title={t('admin.groups.empty')}
              description={t('admin.groups.emptyText')}
            />
          }
          name={(group) => group.name}
          meta={(group) => group.description || t('admin.groups.noDescription')}
          actions={(group) => (
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              icon={<TrashIcon className="size-4" />}
              onClick={() => setDeleting(group)}
            >
              {t('common.delete')}
            </Button>
          )}
        />
      </Card>
      <Card className="h-fit">
        <CardHeader title={t('admin.groups.create')} />
        <CardBody>
          <CreateGroupForm />
        </CardBody>
      </Card>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('admin.groups.deleteTitle')}
        text={t('admin.groups.deleteText', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('admin.groups.deleted'), deleting.name);
              setDeleting(null);
            },
            onError: (error) => toast.error(t('admin.groups.deleteFailed'), error),
          })
        }
      />
    </div>
  );
}
