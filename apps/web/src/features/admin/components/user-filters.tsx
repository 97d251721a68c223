import type { Role } from '@pustaka/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField, SelectField } from '@/components/ui/field';
import type { UserListFilters } from '@/features/admin/api/users';

interface UserFiltersProps {
  filters: UserListFilters;
  onChange: (next: UserListFilters) => void;
}

/** Search (debounced), role and status; every change goes back to page 1. */
export function UserFilters({ filters, onChange }: UserFiltersProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(filters.q ?? '');

  useEffect(() => setQ(filters.q ?? ''), [filters.q]);

  useEffect(() => {
    if ((filters.q ?? '') === q.trim()) return;
    const timer = window.setTimeout(() => onChange({ ...filters, q: q.trim() || undefined, page: 1 }), 350);
    return () => window.clearTimeout(timer);
  }, [q, filters, onChange]);

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
      <InputField
        label={t('admin.users.search')}
        type="search"
        placeholder={t('admin.users.searchPlaceholder')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <SelectField
        label={t('admin.users.role')}
        value={filters.role ?? ''}
        onChange={(event) =>
          onChange({ ...filters, role: (event.target.value || undefined) as Role | undefined, page: 1 })
        }
      >
        <option value="">{t('admin.users.allRoles')}</option>
        <option value="admin">{t('roles.admin')}</option>
        <option value="publisher">{t('roles.publisher')}</option>
        <option value="members">{t('roles.members')}</option>
      </SelectField>
      <SelectField
        label={t('admin.users.status')}
        value={filters.status ?? ''}
        onChange={(event) =>
          onChange({
            ...filters,
            status: (event.target.value || undefined) as UserListFilters['status'],
            page: 1,
          })
        }
      >
        <option value="">{t('admin.users.allStatuses')}</option>
        <option value="active">{t('admin.users.active')}</option>
        <option value="inactive">{t('admin.users.inactive')}</option>
      </SelectField>
    </div>
  );
}
