import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { LinkIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useCreateShortLink } from '@/features/short-links/api/short-links';
import { codeProblem } from '@/features/short-links/lib/code-rules';

/** Shortens an address or a page of the app, with a random code unless the user chooses one. */
export function ShortLinkForm({ full }: { full: boolean }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const create = useCreateShortLink();
  const problem = codeProblem(code);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (problem || full) return;
    create.mutate(
      { target: target.trim(), code: code.trim() || undefined },
      {
        onSuccess: (link) => {
          setTarget('');
          setCode('');
          toast({ type: 'success', title: t('shortLinks.form.created'), message: link.short_url });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader title={t('shortLinks.form.title')} description={t('shortLinks.form.description')} />
      <CardBody>
        <form
          className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-start"
          onSubmit={submit}
          noValidate
        >
          <InputField
            label={t('shortLinks.form.target')}
            hint={t('shortLinks.form.targetHint')}
            placeholder="https://contoh.id/halaman"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            required
            maxLength={2048}
            inputMode="url"
            autoComplete="off"
            data-testid="short-link-target"
          />
          <InputField
            label={`${t('shortLinks.form.code')} (${t('common.optional')})`}
            hint={t('shortLinks.form.codeHint')}
            error={problem ? t(`shortLinks.form.code_${problem}`) : undefined}
            placeholder="promo-juni"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={32}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            data-testid="short-link-code"
          />
          <Button
            type="submit"
            className="md:mt-6"
            loading={create.isPending}
            disabled={!target.trim() || Boolean(problem) || full}
            icon={<LinkIcon className="size-4" />}
            data-testid="short-link-create"
          >
            {t('shortLinks.form.submit')}
          </Button>
        </form>
        {create.error ? (
          <Alert tone="error" className="mt-4">
            <p data-testid="short-link-error">{create.error.message}</p>
          </Alert>
        ) : null}
        {full ? (
          <Alert tone="warning" className="mt-4">
            <p>{t('shortLinks.form.full')}</p>
          </Alert>
        ) : null}
      </CardBody>
    </Card>
  );
}
