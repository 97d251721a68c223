// @vitest-environment happy-dom
import type { PaymentMethod } from '@pustaka/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { MethodPicker } from './method-picker';

afterEach(cleanup);

const ALL: PaymentMethod[] = [
  'qris',
  'va_bca',
  'va_bni',
  'va_bri',
  'va_mandiri',
  'gopay',
  'ovo',
  'dana',
  'shopeepay',
  'bank_transfer',
];

function Controlled({
  methods,
  onChange,
}: {
  methods: PaymentMethod[];
  onChange?: (m: PaymentMethod) => void;
}) {
  const [value, setValue] = useState<PaymentMethod | null>('qris');
  return (
    <MethodPicker
      methods={methods}
      value={value}
      onChange={(method) => {
        setValue(method);
        onChange?.(method);
      }}
    />
  );
}

describe('MethodPicker', () => {
  it('shows every method under its group, named as buyers know them', () => {
    renderWithProviders(<Controlled methods={ALL} />);
    const va = screen.getByRole('group', { name: 'Virtual account' });
    expect(
      within(va)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['va_bca', 'va_bni', 'va_bri', 'va_mandiri']);
    const wallets = screen.getByRole('group', { name: 'E-wallet' });
    for (const name of ['GoPay', 'OVO', 'DANA', 'ShopeePay']) {
      expect(within(wallets).getByRole('radio', { name })).toBeTruthy();
    }
    expect(screen.getByRole('group', { name: 'QRIS' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Transfer bank manual' })).getByRole('radio', {
        name: 'Transfer bank',
      }),
    ).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(10);
  });

  it('offers only what the server offers', () => {
    renderWithProviders(<Controlled methods={['qris', 'ovo']} />);
    expect(screen.queryByRole('group', { name: 'Virtual account' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Transfer bank manual' })).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('checks one method at a time and reports the choice', () => {
    const onChange = vi.fn();
    renderWithProviders(<Controlled methods={ALL} onChange={onChange} />);
    const qris = screen.getByRole('radio', { name: 'QRIS' }) as HTMLInputElement;
    const bni = screen.getByRole('radio', { name: 'BNI' }) as HTMLInputElement;
    expect(qris.checked).toBe(true);
    fireEvent.click(bni);
    expect(onChange).toHaveBeenCalledWith('va_bni');
    expect(bni.checked).toBe(true);
    expect(qris.checked).toBe(false);
  });

  it('can be locked while an order is being placed', () => {
    renderWithProviders(<MethodPicker methods={ALL} value="qris" onChange={() => undefined} disabled />);
    for (const group of screen.getAllByRole('group'))
      expect((group as HTMLFieldSetElement).disabled).toBe(true);
  });
});
