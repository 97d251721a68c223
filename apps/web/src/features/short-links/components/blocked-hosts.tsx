import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { PlusIcon, TrashIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useAddBlockedHost,
  useBlockedHosts,
  useRemoveBlockedHost,
} from '@/features/short-links/api/admin-short-links';

/** Hosts no short link may point to; entries from the server setting are shown but removed only there. */
export function BlockedHosts() {
  const { t } = useTranslation();
  const hosts = useBlockedHosts();
  const add = useAddBlockedHost();
  const remove = useRemoveBlockedHost();
  const [host, setHost] = useState('');
  const [note, setNote] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    add.mutate(
      { host: host.trim(), note: note.trim() },
      {
        onSuccess: () => {
          setHost('');
          setNote('');
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader title={t('shortLinks.blocked.title')} description={t('shortLinks.blocked.description')} />
      <CardBody className="space-y-4">
        <form
          onSubmit={submit}
          className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
          noValidate
        >
          <InputField
            label={t('shortLinks.blocked.host')}
            placeholder="penipu.example"
            value={host}
            onChange={(event) => setHost(event.target.value)}
            error={add.error?.message}
            maxLength={253}
          />
          <InputField
            label={`${t('shortLinks.blocked.note')} (${t('common.optional')})`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={300}
          />
          <Button
            type="submit"
            className="sm:mt-6"
            icon={<PlusIcon className="size-4" />}
            loading={add.isPending}
            disabled={host.trim().length < 3}
          >
            {t('shortLinks.blocked.add')}
          </Button>
        </form>
        {hosts.error ? (
          <Alert tone="error">
            <p>{hosts.error.message}</p>
          </Alert>
        ) : !hosts.data ? (
          <Skeleton className="h-16 w-full" />
        ) : hosts.data.length === 0 ? (
          <p className="text-sm text-slate-500">{t('shortLinks.blocked.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {hosts.data.map((entry) => {
              const fromSetting = entry.note === 'SHORT_LINK_BLOCKED_HOSTS';
              return (
                <li key={entry.host} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="truncate font-mono text-slate-900">{entry.host}</p>
                    <p className="truncate text-xs text-slate-500">
                      {fromSetting ? t('shortLinks.blocked.fromSetting') : entry.note}
                    </p>
                  </div>
                  {fromSetting ? null : (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      icon={<TrashIcon className="size-4" />}
                      aria-label={`${t('common.delete')} ${entry.host}`}
                      onClick={() => remove.mutate(entry.host)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
