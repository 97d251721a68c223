// @vitest-environment happy-dom
import type { CampaignInput, Category } from '@pustaka/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignKeys } from '@/features/campaigns/api/campaigns';
import { emptyDraft } from '@/features/campaigns/lib/campaign-rules';
import id from '@/i18n/id.json';
import { CampaignForm } from './campaign-form';

afterEach(cleanup);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'id',
  resources: { id: { translation: id } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const CATEGORIES: Category[] = [
  { id: 4, name: 'Bisnis', slug: 'bisnis', description: null, is_active: true, product_count: 3 },
  { id: 9, name: 'Sastra', slug: 'sastra', description: null, is_active: true, product_count: 5 },
];

function renderForm(onSubmit: (input: CampaignInput) => void) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(campaignKeys.categories, CATEGORIES);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CampaignForm
          initial={emptyDraft(new Date('2026-11-22T10:20:00Z'))}
          submitLabel="Buat kampanye"
          saving={false}
          onSubmit={onSubmit}
          onCancel={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('CampaignForm', () => {
  it('says what is missing and sends nothing', () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    type('campaign-value', '95');
    fireEvent.click(screen.getByTestId('campaign-submit'));
    expect(screen.getByText('Minimal 3 karakter')).toBeTruthy();
    expect(screen.getByText('Isi persentase 1 sampai 90.')).toBeTruthy();
    expect(screen.getByText('Isi besar diskon untuk melihat contohnya.')).toBeTruthy();
    type('campaign-ends', '2026-11-22T17:00');
    fireEvent.click(screen.getByTestId('campaign-submit'));
    expect(screen.getByText('Waktu selesai harus setelah waktu mulai.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('campaign-scope-category'));
    fireEvent.click(screen.getByTestId('campaign-submit'));
    expect(screen.getByText('Pilih kategori.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a rupiah discount on one category with the dates in Jakarta time', () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    type('campaign-name', 'Promo Gajian');
    fireEvent.click(screen.getByTestId('campaign-type-fixed'));
    type('campaign-value', '15000');
    expect((screen.getByTestId('campaign-value') as HTMLInputElement).value).toBe('15.000');
    expect(screen.getByText(/Contoh: produk Rp\s100\.000 menjadi Rp\s85\.000\./)).toBeTruthy();
    type('campaign-starts', '2026-12-12T00:00');
    type('campaign-ends', '2026-12-12T23:59');
    expect(screen.getByText(/12 Des 2026.*23\.59 WIB/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('campaign-scope-category'));
    type('campaign-category', '9');
    fireEvent.click(screen.getByTestId('campaign-submit'));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Promo Gajian',
      description: null,
      discount_type: 'fixed',
      discount_value: 15_000,
      starts_at: '2026-12-12T00:00:00+07:00',
      ends_at: '2026-12-12T23:59:00+07:00',
      scope: 'category',
      category_id: 9,
      is_active: true,
      code: null,
      usage_limit: null,
    });
  });

  it('sends a voucher code in upper case with its usage limit', () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    type('campaign-name', 'Voucher Gajian');
    type('campaign-value', '20');
    type('campaign-starts', '2026-12-12T00:00');
    type('campaign-ends', '2026-12-13T00:00');
    expect((screen.getByTestId('campaign-usage-limit') as HTMLInputElement).disabled).toBe(true);
    type('campaign-code', 'gajian-20');
    expect((screen.getByTestId('campaign-code') as HTMLInputElement).value).toBe('GAJIAN-20');
    type('campaign-usage-limit', '50x');
    fireEvent.click(screen.getByTestId('campaign-submit'));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ code: 'GAJIAN-20', usage_limit: 50 }));
  });
});
