// @vitest-environment happy-dom
import type { CreatorBalance, Settlement } from '@pustaka/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import id from '@/i18n/id.json';
import { api } from '@/lib/api-client';
import { SettlementForm } from './settlement-form';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, post: vi.fn() } };
});
const post = vi.mocked(api.post);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'id',
  resources: { id: { translation: id } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const balance: CreatorBalance = {
  balance: 150_000,
  on_hold: 30_000,
  available: 120_000,
  pending_settlements: 0,
  paid_out: 0,
  minimum_settlement: 50_000,
  holding_days: 7,
  creator_share_percent: 70,
};

function renderForm(value: CreatorBalance = balance) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SettlementForm balance={value} />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Ajukan pencairan' }));

beforeEach(() => post.mockReset());
afterEach(cleanup);

describe('SettlementForm', () => {
  it('says what is wrong without sending anything', () => {
    renderForm();
    fireEvent.change(field('Jumlah'), { target: { value: '10000' } });
    submit();
    expect(screen.getByText('Jumlah di bawah minimal pencairan.')).toBeTruthy();
    expect(screen.getByText('Pilih bank atau e-wallet.')).toBeTruthy();
    expect(screen.getByText('Isi nomor rekening.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('offers the whole available balance and sends the request', async () => {
    post.mockResolvedValue({ id: 1, amount: 120_000 } as Settlement);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /Cairkan semua/ }));
    expect(field('Jumlah').value).toBe('120.000');
    fireEvent.change(field('Metode'), { target: { value: 'ewallet' } });
    fireEvent.change(field('Bank atau e-wallet'), { target: { value: 'DANA' } });
    fireEvent.change(field('Nomor rekening / nomor ponsel'), { target: { value: '0812 3456 7890' } });
    fireEvent.change(field('Nama pemilik rekening'), { target: { value: 'Budi Santoso' } });
    submit();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/publisher/settlements', {
      amount: 120_000,
      method: 'ewallet',
      channel: 'DANA',
      account_number: '0812 3456 7890',
      account_name: 'Budi Santoso',
    });
  });

  it('stays closed below the minimum', () => {
    renderForm({ ...balance, available: 20_000 });
    expect(screen.getByText(/belum mencapai minimal/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Ajukan pencairan' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
