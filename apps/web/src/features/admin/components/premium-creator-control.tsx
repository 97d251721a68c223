import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useGrantPremiumCreator } from '@/features/admin/api/premium-creator';
import { formatDate } from '@/lib/format';

/** Today in Jakarta as YYYY-MM-DD: the earliest day a grant can run to. */
function jakartaToday(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** A date one year from today, the usual length of the yearly Premium Creator arrangement. */
function aYearFromToday(now = new Date()): string {
  const date = new Date(now.getTime() + 7 * 3_600_000);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
}

/** Grants Premium Creator (90% of each sale) until a date, or ends it. */
export function PremiumCreatorControl({
  userId,
  currentUntil,
}: {
  userId: number;
  /** The running grant's end, as the user record has it. */
  currentUntil: string | null;
}) {
  const { t, i18n } = useTranslation();
  const grant = useGrantPremiumCreator();
  const running = currentUntil !== null && Date.parse(currentUntil) > Date.now();
  const [until, setUntil] = useState(() =>
    running && currentUntil ? jakartaToday(new Date(Date.parse(currentUntil) - 1)) : aYearFromToday(),
  );
  const today = jakartaToday();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(until) && until >= today;

  function send(value: string | null) {
    grant.mutate(
      { id: userId, until: value },
      {
        onSuccess: (result) =>
          toast.success(
            result.premium_creator_until
              ? t('premiumCreator.granted', {
                  date: formatDate(result.premium_creator_until, i18n.language),
                })
              : t('premiumCreator.ended'),
          ),
      },
    );
  }

  const result = grant.data;
  return (
    <fieldset className="space-y-3" data-testid="premium-creator">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('premiumCreator.title')}</legend>
      <p className="text-sm text-slate-600">{t('premiumCreator.text')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <InputField
          type="date"
          label={t('premiumCreator.until')}
          value={until}
          min={today}
          onChange={(event) => setUntil(event.target.value)}
          error={until && !valid ? t('premiumCreator.pastDate') : undefined}
          containerClassName="sm:flex-1"
        />
        <div className="flex gap-2">
          <Button
            variant="secondary"
            disabled={!valid}
            loading={grant.isPending && grant.variables?.until !== null}
            onClick={() => send(until)}
            data-testid="grant-premium"
          >
            {t('premiumCreator.grant')}
          </Button>
          <Button
            variant="ghost"
            loading={grant.isPending && grant.variables?.until === null}
            onClick={() => send(null)}
          >
            {t('premiumCreator.end')}
          </Button>
        </div>
      </div>
      {grant.error ? <Alert tone="error">{grant.error.message}</Alert> : null}
      {!result && running && currentUntil ? (
        <p className="text-sm text-slate-700" data-testid="premium-current">
          {t('premiumCreator.current', { date: formatDate(currentUntil, i18n.language) })}
        </p>
      ) : null}
      {result ? (
        <p className="text-sm text-slate-700" role="status" data-testid="premium-result">
          {result.premium_creator_until
            ? t('premiumCreator.state', {
                date: formatDate(result.premium_creator_until, i18n.language),
                percent: result.creator_share_percent,
              })
            : t('premiumCreator.stateEnded', { percent: result.creator_share_percent })}
        </p>
      ) : null}
    </fieldset>
  );
}
