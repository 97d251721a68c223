import type { PaymentMethod } from '@pustaka/contract';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, WalletIcon } from '@/components/ui/icons';
import { CreditCardIcon } from '@/components/ui/more-icons';
import { groupMethods, type MethodGroup } from '@/features/orders/lib/payment-methods';

function QrIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
    </Icon>
  );
}

function BankIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M3 10 12 4l9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />
    </Icon>
  );
}

const GROUP_ICONS: Record<MethodGroup, ReactNode> = {
  qris: <QrIcon className="size-5" />,
  va: <BankIcon className="size-5" />,
  ewallet: <WalletIcon className="size-5" />,
  manual: <CreditCardIcon className="size-5" />,
};

interface MethodPickerProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}

/** The methods on offer, grouped as buyers know them: QRIS, virtual account, e-wallet, manual transfer. */
export function MethodPicker({ methods, value, onChange, disabled = false }: MethodPickerProps) {
  const { t } = useTranslation();
  const groups = groupMethods(methods);
  return (
    <div className="space-y-4" data-testid="method-picker">
      {groups.map(({ group, methods: options }) => (
        <fieldset key={group} className="space-y-2" disabled={disabled}>
          <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-800">
            <span className="text-indigo-600">{GROUP_ICONS[group]}</span>
            {t(`orders.groups.${group}`)}
          </legend>
          <p className="-mt-1 text-xs text-slate-500">{t(`orders.groupHints.${group}`)}</p>
          <div
            className={clsx('grid gap-2', options.length > 1 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-1')}
          >
            {options.map((method) => {
              const checked = value === method;
              return (
                <label
                  key={method}
                  className={clsx(
                    'flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-medium transition',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
                    'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                    checked
                      ? 'border-indigo-500 bg-indigo-50 text-indigo-900 ring-1 ring-indigo-500'
                      : 'border-slate-200 bg-white text-slate-800 hover:border-indigo-300',
                  )}
                  data-testid={`method-${method}`}
                >
                  <input
                    type="radio"
                    name="payment_method"
                    value={method}
                    checked={checked}
                    onChange={() => onChange(method)}
                    className="size-4 shrink-0 accent-indigo-600"
                  />
                  <span className="min-w-0">{t(`orders.methods.${method}`)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
