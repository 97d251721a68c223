import type { ShortLink } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ChartIcon } from '@/components/ui/icons';
import { CopyIcon, EditIcon, TrashIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useUpdateShortLink } from '@/features/short-links/api/short-links';
import { formatDate, formatNumber } from '@/lib/format';
import { EditTargetForm } from './edit-target-form';
import { LinkDetails } from './link-details';

function StatusBadge({ link }: { link: ShortLink }) {
  const { t } = useTranslation();
  if (link.status === 'active') return <Badge tone="success">{t('shortLinks.status.active')}</Badge>;
  return (
    <Badge tone={link.disabled_by === 'admin' ? 'danger' : 'neutral'}>
      {t(link.disabled_by === 'admin' ? 'shortLinks.status.disabledByAdmin' : 'shortLinks.status.disabled')}
    </Badge>
  );
}

/** One link: its short address, where it goes, its clicks, and what its owner can do with it. */
export function LinkRow({ link, onDelete }: { link: ShortLink; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const update = useUpdateShortLink();
  const active = link.status === 'active';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.short_url);
      toast({ type: 'success', title: t('shortLinks.row.copied') });
    } catch {
      toast({ type: 'error', title: t('shortLinks.row.copyFailed'), message: link.short_url });
    }
  };
  const toggle = () =>
    update.mutate(
      { id: link.id, enabled: !active },
      {
        onSuccess: () =>
          toast({
            type: 'success',
            title: t(active ? 'shortLinks.row.disabledToast' : 'shortLinks.row.enabledToast'),
          }),
        onError: (error) => toast({ type: 'error', title: error.message }),
      },
    );

  return (
    <li data-testid="short-link-row" data-code={link.code}>
      <div className="grid gap-3 px-4 py-4 sm:px-5 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={link.short_url}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all font-semibold text-indigo-700 hover:underline"
              data-testid="short-link-url"
            >
              {link.short_url.replace(/^https?:\/\//, '')}
            </a>
            <button
              type="button"
              onClick={() => void copy()}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={t('shortLinks.row.copy')}
              title={t('shortLinks.row.copy')}
            >
              <CopyIcon className="size-4" />
            </button>
            <StatusBadge link={link} />
            {link.redirect_type === 301 ? <Badge tone="info">301</Badge> : null}
          </div>
          <p
            className="truncate text-sm text-slate-600"
            title={link.target}
            data-testid="short-link-target-text"
          >
            → {link.target}
          </p>
          <p className="text-xs text-slate-500">
            <span className="font-medium text-slate-700" data-testid="short-link-clicks">
              {t('shortLinks.row.clicks', {
                count: link.clicks,
                formatted: formatNumber(link.clicks, i18n.language),
              })}
            </span>
            {' · '}
            {formatDate(link.created_at, i18n.language)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={open ? 'secondary' : 'outline'}
            icon={<ChartIcon className="size-4" />}
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            data-testid="short-link-details"
          >
            {t('shortLinks.row.details')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            icon={<EditIcon className="size-4" />}
            onClick={() => setEditing(!editing)}
          >
            {t('common.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={toggle}
            loading={update.isPending}
            disabled={link.disabled_by === 'admin'}
            data-testid="short-link-toggle"
          >
            {t(active ? 'shortLinks.row.disable' : 'shortLinks.row.enable')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            icon={<TrashIcon className="size-4" />}
            onClick={onDelete}
            aria-label={`${t('common.delete')} ${link.code}`}
            data-testid="short-link-delete"
          >
            <span className="sm:sr-only">{t('common.delete')}</span>
          </Button>
        </div>
        {editing ? (
          <div className="lg:col-span-2">
            <EditTargetForm link={link} onDone={() => setEditing(false)} />
          </div>
        ) : null}
      </div>
      {open ? <LinkDetails link={link} /> : null}
    </li>
  );
}
