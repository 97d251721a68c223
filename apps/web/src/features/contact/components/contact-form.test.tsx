// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ContactForm } from './contact-form';

const mocks = vi.hoisted(() => ({ request: vi.fn() }));

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, apiRequest: mocks.request };
});

beforeEach(() => {
  mocks.request.mockReset();
});
afterEach(cleanup);

describe('the contact form', () => {
  it('sends the message with its type, then shows the reference and says a receipt was mailed', async () => {
    mocks.request.mockResolvedValue({
      success: true,
      message: 'Pesan Anda sudah kami terima.',
      data: { reference: 'PST-000031' },
    });
    renderWithProviders(<ContactForm user={null} />);
    fireEvent.change(screen.getByLabelText('Nama lengkap'), { target: { value: 'Rina Wulandari' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rina@contoh.id' } });
    fireEvent.change(screen.getByLabelText('Jenis pesan'), { target: { value: 'billing' } });
    fireEvent.change(screen.getByLabelText('Subjek'), { target: { value: 'Faktur pembelian' } });
    fireEvent.change(screen.getByLabelText('Pesan'), {
      target: { value: 'Mohon kirimkan faktur untuk kantor.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Pesan' }));

    expect((await screen.findByTestId('contact-reference')).textContent).toBe('Nomor referensi: PST-000031');
    expect(screen.getByText(/Tanda terima sudah dikirim ke rina@contoh\.id/)).toBeTruthy();
    await waitFor(() =>
      expect(mocks.request).toHaveBeenCalledWith('/contact', {
        method: 'POST',
        body: {
          name: 'Rina Wulandari',
          email: 'rina@contoh.id',
          type: 'billing',
          subject: 'Faktur pembelian',
          message: 'Mohon kirimkan faktur untuk kantor.',
        },
      }),
    );
  });

  it('leaves Premium Creator to the dashboard, where an account is', () => {
    renderWithProviders(<ContactForm user={null} />);
    const types = Array.from((screen.getByLabelText('Jenis pesan') as HTMLSelectElement).options).map(
      (o) => o.value,
    );
    expect(types).not.toContain('premium_creator');
    expect(screen.getByRole('link', { name: 'Ajukan Kreator Premium' }).getAttribute('href')).toBe(
      '/dashboard/support/new?type=premium_creator',
    );
  });
});
