import {
  FEATURE_CODES,
  type FeatureCode,
  FREE_PLAN_ID,
  type Plan,
  type PlanInput,
  PlanInputSchema,
} from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Checkbox, InputField, SelectField, TextareaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useCreatePlan, useUpdatePlan } from '@/features/subscription/api/admin-plans';
import { fieldErrors } from '@/lib/form';
import { formatRupiahInput, parseRupiahInput } from '@/lib/rupiah-input';
import { featureName } from './plan-text';

interface Draft {
  name: string;
  description: string;
  price: string;
  duration_days: string;
  creator_share_percent: string;
  is_popular: boolean;
  highlight: string;
  status: 'active' | 'archived';
  sort_order: string;
  features: FeatureCode[];
}

function draftOf(plan: Plan | null): Draft {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: formatRupiahInput(plan?.price ?? 0),
    duration_days: String(plan?.duration_days ?? 30),
    creator_share_percent: String(plan?.creator_share_percent ?? 80),
    is_popular: plan?.is_popular ?? false,
    highlight: plan?.highlight ?? '',
    status: plan?.status ?? 'active',
    sort_order: String(plan?.sort_order ?? 100),
    features: plan?.features.filter((f) => f.is_enabled).map((f) => f.code) ?? [],
  };
}

function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : undefined;
}

function inputOf(draft: Draft) {
  return {
    name: draft.name,
    description: draft.description,
    price: parseRupiahInput(draft.price) ?? 0,
    duration_days: numberOf(draft.duration_days),
    creator_share_percent: numberOf(draft.creator_share_percent),
    is_popular: draft.is_popular,
    highlight: draft.highlight.trim() ? draft.highlight : null,
    status: draft.status,
    sort_order: numberOf(draft.sort_order),
    features: draft.features,
  };
}

interface PlanEditorProps {
  /** null: closed; 'new': an empty form; a plan: its form. */
  editing: Plan | 'new' | null;
  onClose: () => void;
}

export function PlanEditorDialog({ editing, onClose }: PlanEditorProps) {
  const { t } = useTranslation();
  const plan = editing === 'new' ? null : editing;
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={plan ? t('adminPlans.editTitle', { name: plan.name }) : t('adminPlans.newTitle')}
      closeLabel={t('common.close')}
    >
      {editing !== null ? <PlanForm key={plan?.id ?? 'new'} plan={plan} onDone={onClose} /> : null}
    </Dialog>
  );
}

function PlanForm({ plan, onDone }: { plan: Plan | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(plan));
  const [submitted, setSubmitted] = useState(false);
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const mutation = plan ? update : create;
  const parsed = PlanInputSchema.safeParse(inputOf(draft));
  const errors = submitted && !parsed.success ? fieldErrors(parsed.error.issues, t) : {};
  const isFree = plan?.id === FREE_PLAN_ID;
  const priceChanged = plan !== null && (parseRupiahInput(draft.price) ?? 0) !== plan.price;

  function set<K extends keyof Draft>(key: K, value: Draft[K]) {
    setDraft((prev) => ({ ...prev, [key]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success) return;
    const input: PlanInput = parsed.data;
    const done = () => {
      toast.success(plan ? t('adminPlans.saved') : t('adminPlans.created'));
      onDone();
    };
    if (plan) update.mutate({ id: plan.id, input }, { onSuccess: done });
    else create.mutate(input, { onSuccess: done });
  }

  return (
    <form className="space-y-4" onSubmit={submit} noValidate data-testid="plan-form">
      {mutation.error ? <Alert tone="error">{mutation.error.message}</Alert> : null}
      <InputField
        label={t('adminPlans.fields.name')}
        value={draft.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
        maxLength={80}
        required
      />
      <TextareaField
        label={t('adminPlans.fields.description')}
        value={draft.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        maxLength={1000}
        className="min-h-20"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('adminPlans.fields.price')}
          inputMode="numeric"
          value={draft.price}
          onChange={(e) => set('price', formatRupiahInput(parseRupiahInput(e.target.value)))}
          error={errors.price}
          disabled={isFree}
          hint={isFree ? t('adminPlans.freeStaysFree') : t('adminPlans.priceHint')}
        />
        <InputField
          label={t('adminPlans.fields.duration')}
          inputMode="numeric"
          value={draft.duration_days}
          onChange={(e) => set('duration_days', e.target.value)}
          error={errors.duration_days}
          hint={t('adminPlans.durationHint')}
        />
        <InputField
          label={t('adminPlans.fields.share')}
          inputMode="numeric"
          value={draft.creator_share_percent}
          onChange={(e) => set('creator_share_percent', e.target.value)}
          error={errors.creator_share_percent}
          hint={t('adminPlans.shareHint')}
        />
        <InputField
          label={t('adminPlans.fields.sortOrder')}
          inputMode="numeric"
          value={draft.sort_order}
          onChange={(e) => set('sort_order', e.target.value)}
          error={errors.sort_order}
        />
        <InputField
          label={t('adminPlans.fields.highlight')}
          value={draft.highlight}
          onChange={(e) => set('highlight', e.target.value)}
          error={errors.highlight}
          maxLength={60}
          hint={t('adminPlans.highlightHint')}
        />
        <SelectField
          label={t('adminPlans.fields.status')}
          value={draft.status}
          onChange={(e) => set('status', e.target.value === 'archived' ? 'archived' : 'active')}
          disabled={isFree}
        >
          <option value="active">{t('adminPlans.status.active')}</option>
          <option value="archived">{t('adminPlans.status.archived')}</option>
        </SelectField>
      </div>
      <Checkbox
        label={t('adminPlans.fields.popular')}
        checked={draft.is_popular}
        onChange={(e) => set('is_popular', e.target.checked)}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('adminPlans.fields.features')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {FEATURE_CODES.map((code) => (
            <Checkbox
              key={code}
              label={featureName(code, t)}
              checked={draft.features.includes(code)}
              onChange={(e) =>
                set(
                  'features',
                  e.target.checked
                    ? [...new Set([...draft.features, code])]
                    : draft.features.filter((item) => item !== code),
                )
              }
            />
          ))}
        </div>
      </fieldset>
      {priceChanged ? <Alert tone="info">{t('adminPlans.priceChangeNote')}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending} data-testid="save-plan">
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
