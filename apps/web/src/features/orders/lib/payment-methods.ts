import type { PaymentMethod } from '@pustaka/contract';

/** How the checkout page groups the methods the server offers. */
export type MethodGroup = 'qris' | 'va' | 'ewallet' | 'manual';

export const METHOD_GROUPS: readonly { group: MethodGroup; methods: readonly PaymentMethod[] }[] = [
  { group: 'qris', methods: ['qris'] },
  { group: 'va', methods: ['va_bca', 'va_bni', 'va_bri', 'va_mandiri'] },
  { group: 'ewallet', methods: ['gopay', 'ovo', 'dana', 'shopeepay'] },
  { group: 'manual', methods: ['bank_transfer'] },
];

/** The groups that have at least one offered method, each with only the offered ones, in display order. */
export function groupMethods(offered: readonly PaymentMethod[]) {
  return METHOD_GROUPS.map(({ group, methods }) => ({
    group,
    methods: methods.filter((method) => offered.includes(method)),
  })).filter((entry) => entry.methods.length > 0);
}

/** The method picked at first: the one a pending order used, else QRIS, else the first offered. */
export function initialMethod(
  offered: readonly PaymentMethod[],
  previous?: PaymentMethod | null,
): PaymentMethod | null {
  const payable: readonly PaymentMethod[] = offered.filter((method) => method !== 'free');
  if (previous && payable.includes(previous)) return previous;
  if (payable.includes('qris')) return 'qris';
  return payable[0] ?? null;
}
