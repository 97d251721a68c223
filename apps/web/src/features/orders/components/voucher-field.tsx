import { VOUCHER_CODE_PATTERN } from '@pustaka/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/more-icons';
import { formatRupiah } from '@/lib/format';

/**
 * Where a buyer enters a voucher code: apply checks it with the server (the caller asks for the quote under
 * it), remove goes back to the price without it. The server's reason is shown when a code does not apply.
 */
export function VoucherField({
  applied,
  saved,
  checking,
  error,
  onApply,
  onRemove,
}: {
  /** The code the price is under now, upper-case; null when none is. */
  applied: string | null;
  /** What the applied code takes off. */
  saved?: number;
  checking: boolean;
  error?: string;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = text.trim();
    if (!VOUCHER_CODE_PATTERN.test(code)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onApply(code.toUpperCase());
  }

  if (applied && !checking && !error) {
    return (
      <div
        className="flex items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
        data-testid="voucher-applied"
      >
        <p className="flex min-w-0 items-center gap-2">
          <CheckCircleIcon className="size-4 shrink-0" />
          <span className="min-w-0 break-words">
            {t('checkout.voucher.applied', { code: applied, amount: formatRupiah(saved ?? 0) })}
          </span>
        </p>
        <Button
          size="sm"
          variant="ghost"
          className="shrink-0 text-emerald-800"
          onClick={() => {
            setText('');
            onRemove();
          }}
          data-testid="voucher-remove"
        >
          {t('checkout.voucher.remove')}
        </Button>
      </div>
    );
  }

  const message = invalid ? t('checkout.voucher.invalid') : error;
  return (
    <form onSubmit={apply} noValidate className="space-y-1" data-testid="voucher-form">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {t('checkout.voucher.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={text}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('checkout.voucher.placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-error` : undefined}
          className={`h-10 min-w-0 flex-1 rounded-lg border bg-white px-3 text-sm uppercase text-slate-900 placeholder:normal-case placeholder:text-slate-400 focus:outline-2 focus:outline-indigo-600 ${message ? 'border-red-400' : 'border-slate-300'}`}
          data-testid="voucher-input"
        />
        <Button
          type="submit"
          variant="outline"
          loading={checking}
          disabled={!text.trim()}
          data-testid="voucher-apply"
        >
          {t('checkout.voucher.apply')}
        </Button>
      </div>
      {message ? (
        <p id={`${inputId}-error`} className="text-sm text-red-700" role="alert" data-testid="voucher-error">
          {message}
        </p>
      ) : null}
    </form>
  );
}
