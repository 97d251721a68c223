import type { Campaign, CampaignDiscountType, CampaignInput, CampaignScope } from '@pustaka/contract';

/** Campaign times are entered and shown in Jakarta time (WIB, UTC+7, no daylight saving). */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant as a `datetime-local` value in Jakarta time: "2026-11-23T00:00". */
export function toJakartaInput(value: Date | string): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + JAKARTA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Jakarta time, as the API takes it; '' when it is not a full date and time. */
export function fromJakartaInput(value: string): string {
  return LOCAL_INPUT.test(value) ? `${value}:00+07:00` : '';
}

function locale(language: string): string {
  return language === 'id' ? 'id-ID' : 'en-GB';
}

/** A date and time in Jakarta, with the zone named: "23 Nov 2026, 00.00 WIB". */
export function formatJakarta(value: string | Date, language: string): string {
  const text = new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(value));
  return `${text} WIB`;
}

/** The days, hours or minutes left until an instant, for "ends in ..." texts. */
export function timeLeft(until: string | Date, now: Date = new Date()) {
  const ms = Math.max(0, new Date(until).getTime() - now.getTime());
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return { unit: 'minutes' as const, count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours' as const, count: hours };
  return { unit: 'days' as const, count: Math.floor(hours / 24) };
}

/** What a form holds while an admin edits it: text as typed, dates as Jakarta `datetime-local` values. */
export interface CampaignDraft {
  name: string;
  description: string;
  discount_type: CampaignDiscountType;
  /** Percent or rupiah, as typed; '' when empty. */
  discount_value: string;
  starts_at: string;
  ends_at: string;
  scope: CampaignScope;
  category_id: string;
  products: { id: number; name: string }[];
  is_active: boolean;
  /** The voucher code as typed; '' for a campaign everyone gets without a code. */
  code: string;
  /** How many paid orders the code may serve, as typed; '' for no limit. */
  usage_limit: string;
}

/** A new campaign starts at the next full hour and runs for a week. */
export function emptyDraft(now: Date = new Date()): CampaignDraft {
  const start = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  const end = new Date(start.getTime() + 7 * 24 * 3_600_000);
  return {
    name: '',
    description: '',
    discount_type: 'percent',
    discount_value: '',
    starts_at: toJakartaInput(start),
    ends_at: toJakartaInput(end),
    scope: 'all',
    category_id: '',
    products: [],
    is_active: true,
    code: '',
    usage_limit: '',
  };
}

export function draftOf(campaign: Campaign): CampaignDraft {
  return {
    name: campaign.name,
    description: campaign.description ?? '',
    discount_type: campaign.discount_type,
    discount_value: String(campaign.discount_value),
    starts_at: toJakartaInput(campaign.starts_at),
    ends_at: toJakartaInput(campaign.ends_at),
    scope: campaign.scope,
    category_id: campaign.category ? String(campaign.category.id) : '',
    products: campaign.products,
    is_active: campaign.is_active,
    code: campaign.code ?? '',
    usage_limit: campaign.usage_limit === null ? '' : String(campaign.usage_limit),
  };
}

/** The request body; the contract's schema then says what is wrong with it. */
export function inputOf(draft: CampaignDraft): Record<keyof CampaignInput, unknown> {
  const digits = draft.discount_value.replace(/[^\d]/g, '');
  return {
    name: draft.name,
    description: draft.description.trim() || null,
    discount_type: draft.discount_type,
    discount_value: digits ? Number(digits.slice(0, 12)) : undefined,
    starts_at: fromJakartaInput(draft.starts_at),
    ends_at: fromJakartaInput(draft.ends_at),
    scope: draft.scope,
    category_id: draft.scope === 'category' && draft.category_id ? Number(draft.category_id) : null,
    product_ids: draft.scope === 'products' ? draft.products.map((product) => product.id) : undefined,
    is_active: draft.is_active,
    code: draft.code.trim() || null,
    usage_limit: draft.code.trim() && draft.usage_limit.trim() ? Number(draft.usage_limit.trim()) : null,
  };
}

/** "3 / 10" for a code with a limit, "3" without one; null for a campaign without a code. */
export function usesLabel(campaign: Pick<Campaign, 'code' | 'usage_limit' | 'uses_count'>): string | null {
  if (!campaign.code) return null;
  return campaign.usage_limit === null
    ? String(campaign.uses_count)
    : `${campaign.uses_count} / ${campaign.usage_limit}`;
}
