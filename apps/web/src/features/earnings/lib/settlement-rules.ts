import { PAYOUT_CHANNELS } from '@pustaka/contract';

export type PayoutMethod = keyof typeof PAYOUT_CHANNELS;

export interface SettlementDraft {
  amount: number | undefined;
  method: PayoutMethod;
  channel: string;
  accountNumber: string;
  accountName: string;
}

/** Each field's problem as a key under earnings.settlement.errors, or nothing when the draft may be sent. */
export type SettlementErrors = Partial<Record<keyof SettlementDraft, string>>;

const ACCOUNT_NUMBER = /^[0-9 -]{6,30}$/;
const ACCOUNT_NAME = /^[\p{L}\p{M}][\p{L}\p{M}\p{N}' .,&()-]*$/u;

/** The checks the server makes, so the form says what is wrong before sending. */
export function validateSettlement(
  draft: SettlementDraft,
  limits: { available: number; minimum: number },
): SettlementErrors {
  const errors: SettlementErrors = {};
  if (draft.amount === undefined || draft.amount <= 0) errors.amount = 'amountRequired';
  else if (draft.amount < limits.minimum) errors.amount = 'belowMinimum';
  else if (draft.amount > limits.available) errors.amount = 'aboveAvailable';
  if (!(PAYOUT_CHANNELS[draft.method] as readonly string[]).includes(draft.channel)) {
    errors.channel = 'channelRequired';
  }
  const number = draft.accountNumber.trim();
  if (!number) errors.accountNumber = 'accountNumberRequired';
  else if (!ACCOUNT_NUMBER.test(number)) errors.accountNumber = 'accountNumberInvalid';
  const name = draft.accountName.trim();
  if (name.length < 2) errors.accountName = 'accountNameRequired';
  else if (name.length > 120 || !ACCOUNT_NAME.test(name)) errors.accountName = 'accountNameInvalid';
  return errors;
}

/** Whether the creator can ask for anything at all right now. */
export function canRequest(available: number, minimum: number): boolean {
  return available >= minimum;
}
