// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderPlans } from '@/features/subscription/lib/plan-display';
import { DEFAULT_PLANS, type Plan } from '@/features/subscription/lib/plan-rules';
import { renderWithProviders } from '@/features/subscription/test-kit';
import { PlanCard, PlanGrid } from './plan-card';

afterEach(cleanup);

const READER_VIP: Plan = {
  id: 8,
  slug: 'reader-vip',
  name: 'Reader VIP',
  description: 'Untuk pembaca: ekstraksi teks dari halaman web dan PDF, dukungan prioritas.',
  price: 49_000,
  currency: 'IDR',
  duration_days: 30,
  creator_share_percent: 70,
  is_popular: false,
  highlight: null,
  status: 'active',
  sort_order: 30,
  features: [
    { code: 'extract_text', is_enabled: true },
    { code: 'priority_support', is_enabled: true },
    { code: 'publish_blog', is_enabled: false },
  ],
};

function Grid({ plans, current }: { plans: Plan[]; current: number | null }) {
  return (
    <PlanGrid label="Daftar paket">
      {orderPlans(plans).map((plan) => (
        <PlanCard key={plan.id} plan={plan} isCurrent={plan.id === current} />
      ))}
    </PlanGrid>
  );
}

function card(id: number) {
  return screen.getByTestId(`plan-card-${id}`);
}

describe('PlanCard', () => {
  it('shows Free, Pro monthly marked popular and Pro yearly saving two months, in that order', () => {
    renderWithProviders(<Grid plans={[...DEFAULT_PLANS].reverse()} current={null} />);
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Free', 'Pro Bulanan', 'Pro Tahunan']);

    expect(within(card(6)).getByTestId('plan-popular').textContent).toBe('Paling populer');
    expect(card(6).dataset.popular).toBe('true');
    expect(within(card(5)).queryByTestId('plan-popular')).toBeNull();
    expect(within(card(7)).queryByTestId('plan-popular')).toBeNull();
    expect(within(card(7)).getByTestId('plan-highlight').textContent).toBe('Hemat 2 bulan');
  });

  it('writes prices as rupiah without decimals, with the period and the creator share', () => {
    renderWithProviders(<Grid plans={DEFAULT_PLANS} current={null} />);
    expect(within(card(6)).getByTestId('plan-price').textContent?.replace(/\s/g, ' ')).toBe('Rp 99.000');
    expect(within(card(6)).getByTestId('plan-period').textContent).toBe('/ bulan');
    expect(within(card(7)).getByTestId('plan-price').textContent?.replace(/\s/g, ' ')).toBe('Rp 990.000');
    expect(within(card(7)).getByTestId('plan-period').textContent).toBe('/ tahun');
    expect(within(card(5)).getByText('Gratis')).toBeTruthy();
    expect(within(card(5)).getByTestId('plan-duration').textContent).toBe('Berlaku selamanya');
    expect(within(card(7)).getByTestId('plan-duration').textContent).toBe('Berlaku 1 tahun');
    expect(within(card(5)).getByTestId('plan-share').textContent).toBe(
      'Kreator menerima 70% dari setiap penjualan',
    );
    expect(within(card(6)).getByTestId('plan-share').textContent).toBe(
      'Kreator menerima 80% dari setiap penjualan',
    );
  });

  it("marks the user's current plan, and only that one", () => {
    renderWithProviders(<Grid plans={[...DEFAULT_PLANS, READER_VIP]} current={8} />);
    expect(card(8).dataset.current).toBe('true');
    expect(within(card(8)).getByTestId('plan-current').textContent).toBe('Paket Anda');
    for (const id of [5, 6, 7]) {
      expect(card(id).dataset.current).toBeUndefined();
      expect(within(card(id)).queryByTestId('plan-current')).toBeNull();
    }
  });

  it('lists the enabled features by name, in either language', () => {
    renderWithProviders(<Grid plans={[READER_VIP]} current={null} />);
    const features = within(card(8)).getByRole('list', { name: 'Fitur paket' });
    expect(within(features).getByText('Ekstraksi teks dari web dan PDF')).toBeTruthy();
    expect(within(features).getByText('Dukungan prioritas')).toBeTruthy();
    expect(within(features).queryByText('Blog kreator')).toBeNull();
    cleanup();

    renderWithProviders(<Grid plans={DEFAULT_PLANS} current={6} />, { lng: 'en' });
    expect(within(card(6)).getByRole('heading', { name: 'Pro Monthly' })).toBeTruthy();
    expect(within(card(6)).getByTestId('plan-popular').textContent).toBe('Most popular');
    expect(within(card(6)).getByTestId('plan-current').textContent).toBe('Your plan');
    expect(within(card(7)).getByTestId('plan-highlight').textContent).toBe('Save 2 months');
    expect(within(card(7)).getByTestId('plan-period').textContent).toBe('/ year');
    expect(within(card(6)).getByText('AI slide generator')).toBeTruthy();
    expect(within(card(6)).getByTestId('plan-share').textContent).toBe('Creators keep 80% of every sale');
  });
});
