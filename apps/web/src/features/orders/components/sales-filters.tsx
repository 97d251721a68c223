import { SALES_METHOD_GROUPS, type SalesMethodGroup } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import type { useSalesFilter } from '@/features/orders/hooks/use-sales-filter';

/** Search, payment method and a range of days for the sales report. */
export function SalesFilters({
  state: { filter, filtered, reversed, draft, setSearch, setDay, apply, reset },
}: {
  state: ReturnType<typeof useSalesFilter>;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-start"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('sales.filters')}
    >
      <InputField
        label={t('sales.search')}
        type="search"
        value={draft.q}
        maxLength={100}
        placeholder={t('sales.searchPlaceholder')}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('sales.method')}
        value={filter.method}
        onChange={(event) => apply({ method: event.target.value as SalesMethodGroup | '' })}
      >
        <option value="">{t('sales.allMethods')}</option>
        {SALES_METHOD_GROUPS.map((group) => (
          <option key={group} value={group}>
            {group === 'free' ? t('orders.methods.free') : t(`orders.groups.${group}`)}
          </option>
        ))}
      </SelectField>
      <InputField
        label={t('sales.from')}
        type="date"
        value={draft.from}
        min="2000-01-01"
        max={filter.to || '2999-12-31'}
        onChange={(event) => setDay('from', event.target.value)}
      />
      <InputField
        label={t('sales.to')}
        type="date"
        value={draft.to}
        min={filter.from || '2000-01-01'}
        max="2999-12-31"
        error={reversed ? t('sales.rangeReversed') : undefined}
        onChange={(event) => setDay('to', event.target.value)}
      />
      <Button
        variant="ghost"
        className="lg:mt-6"
        disabled={!filtered && !draft.q && !draft.from && !draft.to}
        onClick={reset}
      >
        {t('sales.reset')}
      </Button>
      <p className="text-xs text-slate-500 sm:col-span-2 lg:col-span-5">{t('sales.daysNote')}</p>
    </form>
  );
}
