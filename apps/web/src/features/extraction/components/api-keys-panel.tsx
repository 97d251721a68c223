import type { ApiKey, CreatedApiKey } from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { InputField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useCreateKey, useRevokeKey } from '@/features/extraction/api/extraction';
import { formatDateTime } from '@/lib/format';
import { CopyButton } from './copy-button';

function NewKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="success" title={t('extraction.keys.createdTitle', { name: created.name })}>
      <p>{t('extraction.keys.createdText')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          className="min-w-0 flex-1 break-all rounded-lg bg-white px-3 py-2 font-mono text-xs text-slate-900 ring-1 ring-emerald-200"
          data-testid="new-api-key"
        >
          {created.key}
        </code>
        <div className="flex gap-2">
          <CopyButton value={created.key} label={created.name} testId="copy-new-key" />
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            {t('extraction.keys.done')}
          </Button>
        </div>
      </div>
    </Alert>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (key: ApiKey) => void }) {
  const { t, i18n } = useTranslation();
  const revoked = apiKey.revoked_at !== null;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4" data-testid="api-key-row">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="truncate">{apiKey.name}</span>
          {revoked ? (
            <Badge tone="neutral">{t('extraction.keys.revoked')}</Badge>
          ) : (
            <Badge tone="success">{t('extraction.keys.active')}</Badge>
          )}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          <code className="font-mono">{apiKey.prefix}…</code>
          {' · '}
          {t('extraction.keys.createdAt', { date: formatDateTime(apiKey.created_at, i18n.language) })}
          {' · '}
          {apiKey.last_used_at
            ? t('extraction.keys.lastUsed', { date: formatDateTime(apiKey.last_used_at, i18n.language) })
            : t('extraction.keys.neverUsed')}
        </p>
      </div>
      {revoked ? null : (
        <Button type="button" size="sm" variant="outline" onClick={() => onRevoke(apiKey)}>
          {t('extraction.keys.revoke')}
        </Button>
      )}
    </li>
  );
}

/** Create named keys (each shown once), see them by their prefix, revoke them. */
export function ApiKeysPanel({ keys, loading }: { keys: ApiKey[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const create = useCreateKey();
  const revoke = useRevokeKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
      },
    });
  };
  const fieldError = create.error?.message;

  return (
    <Card>
      <CardHeader title={t('extraction.keys.title')} description={t('extraction.keys.description')} />
      <CardBody className="space-y-4">
        {created ? <NewKeyNotice created={created} onDone={() => setCreated(null)} /> : null}
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
          <InputField
            label={t('extraction.keys.name')}
            placeholder={t('extraction.keys.namePlaceholder')}
            value={name}
            maxLength={60}
            required
            onChange={(event) => setName(event.target.value)}
            error={fieldError}
            containerClassName="flex-1"
          />
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            {t('extraction.keys.create')}
          </Button>
        </form>
        {loading ? (
          <div className="space-y-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : keys && keys.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {keys.map((key) => (
              <KeyRow key={key.id} apiKey={key} onRevoke={setRevoking} />
            ))}
          </ul>
        ) : (
          <EmptyState title={t('extraction.keys.emptyTitle')} description={t('extraction.keys.emptyText')} />
        )}
      </CardBody>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('extraction.keys.revokeTitle', { name: revoking?.name ?? '' })}
        confirmLabel={t('extraction.keys.revoke')}
        pending={revoke.isPending}
        confirmTestId="confirm-revoke"
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(t('extraction.keys.revokedToast', { name: revoking.name }));
              setRevoking(null);
            },
            onError: (error) => toast.error(error.message),
          });
        }}
      >
        <p className="text-sm text-slate-700">{t('extraction.keys.revokeText')}</p>
      </ConfirmDialog>
    </Card>
  );
}
