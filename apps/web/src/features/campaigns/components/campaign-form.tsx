import {
  CAMPAIGN_MAX_PERCENT,
  type CampaignInput,
  CampaignInputSchema,
  campaignDiscount,
} from '@pustaka/contract';
import clsx from 'clsx';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox, controlClasses, InputField, SelectField, TextareaField } from '@/components/ui/field';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { PlusIcon } from '@/components/ui/more-icons';
import { Spinner } from '@/components/ui/spinner';
import { useCampaignCategories, useProductSearch } from '@/features/campaigns/api/campaigns';
import {
  type CampaignDraft,
  formatJakarta,
  fromJakartaInput,
  inputOf,
} from '@/features/campaigns/lib/campaign-rules';
import { fieldErrors } from '@/lib/form';
import { formatRupiah } from '@/lib/format';
import { formatRupiahInput, parseRupiahInput } from '@/lib/rupiah-input';

const EXAMPLE_PRICE = 100_000;

function Choice({
  name,
  value,
  checked,
  onChange,
  title,
  text,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  text?: string;
  testId?: string;
}) {
  return (
    <label
      className={clsx(
        'flex min-w-0 cursor-pointer items-start gap-3 rounded-xl border p-3 text-sm transition',
        checked
          ? 'border-indigo-500 bg-indigo-50/60 ring-1 ring-indigo-500'
          : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-4 accent-indigo-600"
        data-testid={testId}
      />
      <span className="min-w-0">
        <span className="block font-medium text-slate-900">{title}</span>
        {text ? <span className="block text-slate-600">{text}</span> : null}
      </span>
    </label>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <CardBody className="space-y-4">{children}</CardBody>
    </Card>
  );
}

/** Search products on sale and add them to the campaign; the chosen ones are listed with a remove button. */
function ProductPicker({
  chosen,
  onChange,
  error,
}: {
  chosen: CampaignDraft['products'];
  onChange: (products: CampaignDraft['products']) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const search = useProductSearch(q);
  const inputId = useId();
  const chosenIds = new Set(chosen.map((product) => product.id));
  const results = (search.data ?? []).filter((product) => !chosenIds.has(product.id));
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {t('campaigns.form.productSearch')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id={inputId}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder={t('campaigns.form.productSearchPlaceholder')}
            className={clsx(controlClasses, 'h-10 border-slate-300 pl-9')}
            autoComplete="off"
            data-testid="campaign-product-search"
          />
          {search.isFetching ? (
            <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2" />
          ) : null}
        </div>
      </div>
      {q.trim().length >= 2 ? (
        search.error ? (
          <Alert tone="error">{search.error.message}</Alert>
        ) : search.data && results.length === 0 ? (
          <p className="text-sm text-slate-500">{t('campaigns.form.noProducts')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {results.map((product) => (
              <li key={product.id} className="flex items-center gap-3 px-3 py-2">
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 text-sm font-medium break-words text-slate-900">
                    {product.name}
                  </span>
                  <span className="block text-xs text-slate-500">
                    {product.category ?? t('campaigns.form.noCategory')} · {formatRupiah(product.price)}
                    {product.on_sale ? null : ` · ${t('campaigns.form.notOnSale')}`}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<PlusIcon className="size-4" />}
                  onClick={() => onChange([...chosen, { id: product.id, name: product.name }])}
                  aria-label={`${t('campaigns.form.add')} ${product.name}`}
                  data-testid="campaign-add-product"
                >
                  <span className="hidden sm:inline">{t('campaigns.form.add')}</span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <div>
        <p className="text-sm font-medium text-slate-800">
          {t('campaigns.form.chosenProducts', { count: chosen.length })}
        </p>
        {chosen.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">{t('campaigns.form.chosenEmpty')}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="campaign-chosen-products">
            {chosen.map((product) => (
              <li
                key={product.id}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-800 ring-1 ring-indigo-200"
              >
                <span className="truncate">{product.name}</span>
                <button
                  type="button"
                  className="rounded-full p-1 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  aria-label={t('campaigns.form.remove', { name: product.name })}
                  onClick={() => onChange(chosen.filter((item) => item.id !== product.id))}
                >
                  <CloseIcon className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {error ? (
          <p className="mt-1 text-sm text-red-600" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Name, discount, dates in Jakarta time and what the campaign covers; checked against the contract before sending. */
export function CampaignForm({
  initial,
  submitLabel,
  saving,
  serverError,
  onSubmit,
  onCancel,
}: {
  initial: CampaignDraft;
  submitLabel: string;
  saving: boolean;
  serverError?: string;
  onSubmit: (input: CampaignInput) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useCampaignCategories();
  const set = (change: Partial<CampaignDraft>) => setDraft((current) => ({ ...current, ...change }));
  const percent = draft.discount_type === 'percent';
  const value = Number(draft.discount_value.replace(/[^\d]/g, '') || 0);
  const example =
    value > 0 && (!percent || value <= CAMPAIGN_MAX_PERCENT)
      ? campaignDiscount({ discount_type: draft.discount_type, discount_value: value }, EXAMPLE_PRICE)
      : 0;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CampaignInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      setErrors(
        fieldErrors(parsed.error.issues, t, {
          discount_value: percent
            ? t('campaigns.errors.percent', { max: CAMPAIGN_MAX_PERCENT })
            : t('campaigns.errors.fixed'),
          starts_at: t('campaigns.errors.date'),
          ends_at:
            fromJakartaInput(draft.ends_at) && fromJakartaInput(draft.starts_at)
              ? t('campaigns.errors.endsAfterStarts')
              : t('campaigns.errors.date'),
          category_id: t('campaigns.errors.category'),
          product_ids: t('campaigns.errors.products'),
          code: t('campaigns.errors.code'),
          usage_limit: t('campaigns.errors.usageLimit'),
        }),
      );
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="campaign-form">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <Section title={t('campaigns.form.basics')}>
        <InputField
          label={t('campaigns.form.name')}
          value={draft.name}
          maxLength={80}
          autoComplete="off"
          placeholder={t('campaigns.form.namePlaceholder')}
          onChange={(event) => set({ name: event.target.value })}
          error={errors.name}
          data-testid="campaign-name"
        />
        <TextareaField
          label={t('campaigns.form.description')}
          hint={`${t('common.optional')} · ${draft.description.length}/500`}
          value={draft.description}
          maxLength={500}
          rows={3}
          onChange={(event) => set({ description: event.target.value })}
          error={errors.description}
        />
      </Section>

      <Section title={t('campaigns.form.discount')} description={t('campaigns.form.discountText')}>
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">{t('campaigns.form.discountType')}</legend>
          <Choice
            name="discount_type"
            value="percent"
            checked={percent}
            onChange={() => set({ discount_type: 'percent', discount_value: '' })}
            title={t('campaigns.form.percent')}
            text={t('campaigns.form.percentText', { max: CAMPAIGN_MAX_PERCENT })}
            testId="campaign-type-percent"
          />
          <Choice
            name="discount_type"
            value="fixed"
            checked={!percent}
            onChange={() => set({ discount_type: 'fixed', discount_value: '' })}
            title={t('campaigns.form.fixed')}
            text={t('campaigns.form.fixedText')}
            testId="campaign-type-fixed"
          />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <InputField
            label={percent ? t('campaigns.form.percentValue') : t('campaigns.form.fixedValue')}
            value={percent ? draft.discount_value : formatRupiahInput(parseRupiahInput(draft.discount_value))}
            inputMode="numeric"
            autoComplete="off"
            placeholder={percent ? '20' : '15.000'}
            onChange={(event) =>
              set({
                discount_value: percent
                  ? event.target.value.replace(/[^\d]/g, '').slice(0, 2)
                  : event.target.value.replace(/[^\d]/g, ''),
              })
            }
            error={errors.discount_value}
            data-testid="campaign-value"
          />
          <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-600 sm:mt-7" aria-live="polite">
            {example > 0
              ? t('campaigns.form.example', {
                  price: formatRupiah(EXAMPLE_PRICE),
                  result: formatRupiah(EXAMPLE_PRICE - example),
                })
              : t('campaigns.form.exampleEmpty')}
          </p>
        </div>
      </Section>

      <Section title={t('campaigns.form.voucher')} description={t('campaigns.form.voucherText')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('campaigns.form.code')}
            value={draft.code}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('campaigns.form.codePlaceholder')}
            onChange={(event) => set({ code: event.target.value.toUpperCase() })}
            hint={draft.code.trim() ? t('campaigns.form.codeHint') : t('campaigns.form.codeEmpty')}
            error={errors.code}
            data-testid="campaign-code"
          />
          <InputField
            label={t('campaigns.form.usageLimit')}
            value={draft.usage_limit}
            inputMode="numeric"
            maxLength={7}
            disabled={!draft.code.trim()}
            placeholder={t('campaigns.form.usageLimitPlaceholder')}
            onChange={(event) => set({ usage_limit: event.target.value.replace(/[^\d]/g, '') })}
            hint={t('campaigns.form.usageLimitHint')}
            error={errors.usage_limit}
            data-testid="campaign-usage-limit"
          />
        </div>
      </Section>

      <Section title={t('campaigns.form.period')} description={t('campaigns.form.periodText')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            type="datetime-local"
            label={t('campaigns.form.startsAt')}
            value={draft.starts_at}
            onChange={(event) => set({ starts_at: event.target.value })}
            hint={
              fromJakartaInput(draft.starts_at)
                ? formatJakarta(fromJakartaInput(draft.starts_at), i18n.language)
                : undefined
            }
            error={errors.starts_at}
            data-testid="campaign-starts"
          />
          <InputField
            type="datetime-local"
            label={t('campaigns.form.endsAt')}
            value={draft.ends_at}
            min={draft.starts_at || undefined}
            onChange={(event) => set({ ends_at: event.target.value })}
            hint={
              fromJakartaInput(draft.ends_at)
                ? formatJakarta(fromJakartaInput(draft.ends_at), i18n.language)
                : undefined
            }
            error={errors.ends_at}
            data-testid="campaign-ends"
          />
        </div>
        <Checkbox
          label={t('campaigns.form.active')}
          checked={draft.is_active}
          onChange={(event) => set({ is_active: event.target.checked })}
        />
      </Section>

      <Section title={t('campaigns.form.scope')} description={t('campaigns.form.scopeText')}>
        <fieldset className="grid gap-2 sm:grid-cols-3">
          <legend className="sr-only">{t('campaigns.form.scope')}</legend>
          <Choice
            name="scope"
            value="all"
            checked={draft.scope === 'all'}
            onChange={() => set({ scope: 'all' })}
            title={t('campaigns.scope.all')}
            testId="campaign-scope-all"
          />
          <Choice
            name="scope"
            value="category"
            checked={draft.scope === 'category'}
            onChange={() => set({ scope: 'category' })}
            title={t('campaigns.scope.categoryChoice')}
            testId="campaign-scope-category"
          />
          <Choice
            name="scope"
            value="products"
            checked={draft.scope === 'products'}
            onChange={() => set({ scope: 'products' })}
            title={t('campaigns.scope.productsChoice')}
            testId="campaign-scope-products"
          />
        </fieldset>
        {draft.scope === 'category' ? (
          categories.error ? (
            <Alert tone="error">{categories.error.message}</Alert>
          ) : (
            <SelectField
              label={t('campaigns.form.category')}
              value={draft.category_id}
              disabled={!categories.data}
              onChange={(event) => set({ category_id: event.target.value })}
              error={errors.category_id}
              data-testid="campaign-category"
            >
              <option value="">
                {categories.data ? t('campaigns.form.chooseCategory') : t('common.loading')}
              </option>
              {/* A campaign may point at a category since switched off; keep it choosable. */}
              {initial.category_id && !categories.data?.some((c) => String(c.id) === initial.category_id) ? (
                <option value={initial.category_id}>#{initial.category_id}</option>
              ) : null}
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </SelectField>
          )
        ) : null}
        {draft.scope === 'products' ? (
          <ProductPicker
            chosen={draft.products}
            onChange={(products) => set({ products })}
            error={errors.product_ids}
          />
        ) : null}
      </Section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={saving} data-testid="campaign-submit">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
