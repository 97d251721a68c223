import type { ShortLink } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useUpdateShortLink } from '@/features/short-links/api/short-links';

/** Points an existing link somewhere else; its code, QR code and counts stay. */
export function EditTargetForm({ link, onDone }: { link: ShortLink; onDone: () => void }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState(link.target);
  const update = useUpdateShortLink();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: link.id, target: target.trim() },
      {
        onSuccess: () => {
          toast({ type: 'success', title: t('shortLinks.edit.saved') });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
      <InputField
        label={t('shortLinks.edit.target')}
        containerClassName="min-w-0 flex-1"
        value={target}
        onChange={(event) => setTarget(event.target.value)}
        error={update.error?.message}
        maxLength={2048}
        inputMode="url"
        autoFocus
        data-testid="short-link-edit-target"
      />
      <div className="flex gap-2 sm:mt-6">
        <Button type="submit" size="md" loading={update.isPending} disabled={!target.trim()}>
          {t('common.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
