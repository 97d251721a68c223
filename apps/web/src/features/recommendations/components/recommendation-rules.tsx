import type { RecommendationRule, RecommendationRuleAction } from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InputField, SelectField } from '@/components/ui/field';
import { SparklesIcon } from '@/components/ui/icons';
import { PlusIcon, TrashIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  useRecommendationRules,
  useRemoveRecommendationRule,
  useSetRecommendationRule,
} from '@/features/recommendations/api/rules';
import { formatDate } from '@/lib/format';

function ActionBadge({ action }: { action: RecommendationRuleAction }) {
  const { t } = useTranslation();
  return (
    <Badge tone={action === 'pin' ? 'brand' : 'warning'}>
      {action === 'pin' ? t('recommendations.rules.pinned') : t('recommendations.rules.excluded')}
    </Badge>
  );
}

/** A product id as typed: a positive whole number, else null. */
export function productIdFrom(value: string): number | null {
  const trimmed = value.trim();
  if (!/^[1-9][0-9]{0,9}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) ? id : null;
}

function NewRuleForm() {
  const { t } = useTranslation();
  const save = useSetRecommendationRule();
  const [productId, setProductId] = useState('');
  const [action, setAction] = useState<RecommendationRuleAction>('pin');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const id = productIdFrom(productId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (id === null) return;
    save.mutate(
      { productId: id, input: { action, note: note.trim() || null } },
      {
        onSuccess: (rule) => {
          toast.success(t('recommendations.rules.saved'), rule.product_name);
          setProductId('');
          setNote('');
          setTouched(false);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
      aria-labelledby="new-rule-title"
      noValidate
    >
      <h2 id="new-rule-title" className="font-semibold text-slate-900">
        {t('recommendations.rules.addTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[10rem_10rem_minmax(0,1fr)]">
        <InputField
          label={t('recommendations.rules.productId')}
          inputMode="numeric"
          value={productId}
          onChange={(event) => setProductId(event.target.value)}
          error={touched && id === null ? t('validation.invalid') : undefined}
          data-testid="rule-product-id"
        />
        <SelectField
          label={t('recommendations.rules.action')}
          value={action}
          onChange={(event) => setAction(event.target.value as RecommendationRuleAction)}
          data-testid="rule-action"
        >
          <option value="pin">{t('recommendations.rules.pin')}</option>
          <option value="exclude">{t('recommendations.rules.exclude')}</option>
        </SelectField>
        <InputField
          label={t('recommendations.rules.note')}
          placeholder={t('recommendations.rules.notePlaceholder')}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {save.error ? <Alert tone="error">{save.error.message}</Alert> : null}
      <Button
        type="submit"
        loading={save.isPending}
        icon={<PlusIcon className="size-4" />}
        data-testid="rule-save"
      >
        {t('recommendations.rules.add')}
      </Button>
    </form>
  );
}

function RuleRow({ rule }: { rule: RecommendationRule }) {
  const { t, i18n } = useTranslation();
  const remove = useRemoveRecommendationRule();
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="rule-row"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <ActionBadge action={rule.action} />
          <Link
            to={`/products/${rule.product_id}`}
            className="font-semibold break-words text-slate-900 hover:text-indigo-700 hover:underline"
          >
            {rule.product_name}
          </Link>
          <span className="text-xs text-slate-500">#{rule.product_id}</span>
        </div>
        {rule.note ? <p className="text-sm break-words text-slate-600">{rule.note}</p> : null}
        <p className="text-xs text-slate-500">
          {t('recommendations.rules.by', { date: formatDate(rule.created_at, i18n.language) })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        icon={<TrashIcon className="size-4" />}
        loading={remove.isPending}
        aria-label={t('recommendations.rules.removeLabel', { name: rule.product_name })}
        onClick={() =>
          remove.mutate(rule.product_id, {
            onSuccess: () => toast.success(t('recommendations.rules.removed'), rule.product_name),
            onError: (error) => toast.error(t('recommendations.rules.loadFailed'), error),
          })
        }
      >
        {t('recommendations.rules.remove')}
      </Button>
    </li>
  );
}

/** The admin's rules: a form for a new pin or exclusion, and every rule in force with a way to lift it. */
export function RecommendationRules() {
  const { t } = useTranslation();
  const rules = useRecommendationRules();
  return (
    <div className="space-y-6">
      <NewRuleForm />
      {rules.isError && !rules.data ? (
        <Alert tone="error" title={t('recommendations.rules.loadFailed')}>
          {rules.error.message}
        </Alert>
      ) : !rules.data ? (
        <div className="space-y-3" aria-busy="true" data-testid="rules-loading">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      ) : rules.data.items.length === 0 ? (
        <EmptyState
          icon={<SparklesIcon className="size-6" />}
          title={t('recommendations.rules.empty')}
          description={t('recommendations.rules.emptyText')}
        />
      ) : (
        <ul className="space-y-3">
          {rules.data.items.map((rule) => (
            <RuleRow key={rule.product_id} rule={rule} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Pin, exclude or lift the rule of one product, for a row of the admin's product list. The rules come from the
 * one cached list, so a page of products asks once.
 */
export function ProductRuleActions({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useTranslation();
  const rules = useRecommendationRules();
  const save = useSetRecommendationRule();
  const remove = useRemoveRecommendationRule();
  const rule = rules.data?.items.find((item) => item.product_id === productId);
  const busy = save.isPending || remove.isPending || rules.isPending;
  const set = (action: RecommendationRuleAction) =>
    save.mutate(
      { productId, input: { action } },
      {
        onSuccess: () => toast.success(t('recommendations.rules.saved'), productName),
        onError: (error) => toast.error(t('recommendations.rules.loadFailed'), error),
      },
    );

  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-100"
      data-testid="product-rule-actions"
    >
      <span className="flex items-center gap-1.5 text-sm text-slate-700">
        <SparklesIcon className="size-4 text-indigo-600" />
        {rule ? <ActionBadge action={rule.action} /> : t('recommendations.rules.nav')}
      </span>
      <div className="ml-auto flex flex-wrap gap-2">
        {rule?.action !== 'pin' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={t('recommendations.rules.pinLabel', { name: productName })}
            onClick={() => set('pin')}
          >
            {t('recommendations.rules.pin')}
          </Button>
        ) : null}
        {rule?.action !== 'exclude' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={t('recommendations.rules.excludeLabel', { name: productName })}
            onClick={() => set('exclude')}
          >
            {t('recommendations.rules.exclude')}
          </Button>
        ) : null}
        {rule ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={t('recommendations.rules.removeLabel', { name: productName })}
            onClick={() =>
              remove.mutate(productId, {
                onSuccess: () => toast.success(t('recommendations.rules.removed'), productName),
                onError: (error) => toast.error(t('recommendations.rules.loadFailed'), error),
              })
            }
          >
            {t('recommendations.rules.remove')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
