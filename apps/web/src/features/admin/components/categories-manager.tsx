import { type Category, CategoryInputSchema } from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Checkbox, InputField, TextareaField } from '@/components/ui/field';
import { EditIcon, PlusIcon, TrashIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import {
  useAdminCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '@/features/admin/api/categories';
import { fieldErrors } from '@/lib/form';
import { formatNumber } from '@/lib/format';
import { ConfirmDeleteDialog, ManagedList } from './managed-list';

interface Draft {
  name: string;
  description: string;
  is_active: boolean;
}

const EMPTY: Draft = { name: '', description: '', is_active: true };

/** Categories: add, rename, describe, switch on and off, delete. Products of a deleted one keep existing. */
export function CategoriesManager() {
  const { t, i18n } = useTranslation();
  const list = useAdminCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<Category | null>(null);
  const saving = create.isPending || update.isPending;

  function open(category: Category | 'new') {
    setEditing(category);
    setErrors({});
    setDraft(
      category === 'new'
        ? EMPTY
        : { name: category.name, description: category.description ?? '', is_active: category.is_active },
    );
  }

  function save(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const input = {
      name: draft.name,
      description: draft.description.trim() || null,
      is_active: draft.is_active,
    };
    const parsed = CategoryInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, t));
      return;
    }
    const done = {
      onSuccess: () => {
        toast.success(t('categories.saved'), parsed.data.name);
        setEditing(null);
      },
      onError: (error: Error) => toast.error(t('categories.saveFailed'), error),
    };
    if (editing === 'new') create.mutate(parsed.data, done);
    else if (editing) update.mutate({ id: editing.id, input: parsed.data }, done);
  }

  function toggle(category: Category) {
    update.mutate(
      { id: category.id, input: { is_active: !category.is_active } },
      { onError: (error) => toast.error(t('categories.saveFailed'), error) },
    );
  }

  return (
    <Card>
      <CardHeader
        title={t('categories.title')}
        description={t('categories.text')}
        action={
          <Button size="sm" icon={<PlusIcon className="size-4" />} onClick={() => open('new')}>
            {t('categories.add')}
          </Button>
        }
      />
      {/* The list runs edge to edge: its rows have their own padding. */}
      <ManagedList
        items={list.data}
        error={list.error}
        rowTestId="category-row"
        empty={<p className="py-4 text-center text-sm text-slate-600">{t('categories.empty')}</p>}
        name={(category) => (
          <>
            {category.name}
            <Badge tone={category.is_active ? 'success' : 'neutral'}>
              {category.is_active ? t('categories.active') : t('categories.inactive')}
            </Badge>
          </>
        )}
        meta={(category) =>
          `${t('categories.products', { total: formatNumber(category.product_count, i18n.language) })}${
            category.description ? ` · ${category.description}` : ''
          }`
        }
        actions={(category) => (
          <>
            <Button size="sm" variant="ghost" onClick={() => toggle(category)}>
              {category.is_active ? t('categories.deactivate') : t('categories.activate')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              icon={<EditIcon className="size-4" />}
              onClick={() => open(category)}
            >
              {t('common.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-700 hover:bg-red-50"
              aria-label={`${t('common.delete')} ${category.name}`}
              icon={<TrashIcon className="size-4" />}
              onClick={() => setDeleting(category)}
            />
          </>
        )}
      />
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('categories.add') : t('categories.edit')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setEditing(null)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => save()} loading={saving}>
              {t('common.save')}
            </Button>
          </>
        }
      >
        <form onSubmit={save} className="space-y-4" noValidate>
          <InputField
            label={t('categories.name')}
            value={draft.name}
            maxLength={80}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            error={errors.name}
          />
          <TextareaField
            label={t('categories.description')}
            hint={t('common.optional')}
            value={draft.description}
            maxLength={500}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            error={errors.description}
          />
          <Checkbox
            label={t('categories.visible')}
            checked={draft.is_active}
            onChange={(event) => setDraft({ ...draft, is_active: event.target.checked })}
          />
        </form>
      </Dialog>

      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('categories.deleteTitle')}
        text={t('categories.deleteText', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('categories.deleted'), deleting.name);
              setDeleting(null);
            },
            onError: (error) => toast.error(t('categories.saveFailed'), error),
          })
        }
      />
    </Card>
  );
}
