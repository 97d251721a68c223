import type { OnlinePaymentMethod } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_METHOD_GROUPS } from '@/features/subscription/lib/plan-display';

interface MethodChoiceProps {
  value: OnlinePaymentMethod;
  onChange: (method: OnlinePaymentMethod) => void;
  disabled?: boolean;
  name?: string;
}

/** QRIS, the virtual-account banks and the e-wallets, grouped as buyers know them. */
export function MethodChoice({
  value,
  onChange,
  disabled = false,
  name = 'subscription_method',
}: MethodChoiceProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" data-testid="subscription-methods">
      {SUBSCRIPTION_METHOD_GROUPS.map(({ group, methods }) => (
        <fieldset key={group} className="space-y-2" disabled={disabled}>
          <legend className="mb-1 text-sm font-semibold text-slate-800">
            {t(`plans.methodGroups.${group}`)}
          </legend>
          <div
            className={clsx('grid gap-2', methods.length > 1 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-1')}
          >
            {methods.map((method) => {
              const checked = value === method;
              return (
                <label
                  key={method}
                  className={clsx(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium transition',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
                    'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                    checked
                      ? 'border-indigo-500 bg-indigo-50 text-indigo-900 ring-1 ring-indigo-500'
                      : 'border-slate-200 bg-white text-slate-800 hover:border-indigo-300',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={method}
                    checked={checked}
                    onChange={() => onChange(method)}
                    className="size-4 shrink-0 accent-indigo-600"
                  />
                  <span className="min-w-0">{t(`plans.methods.${method}`)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
