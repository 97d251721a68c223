// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { NewRequestForm } from './new-request-form';

const mocks = vi.hoisted(() => ({ post: vi.fn() }));

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, post: mocks.post } };
});

const options = () =>
  Array.from((screen.getByLabelText('Jenis permintaan') as HTMLSelectElement).options).map((o) => o.value);

// A hook's returned function would run as its teardown, so the reset returns nothing.
beforeEach(() => {
  mocks.post.mockReset();
});
afterEach(cleanup);

describe('a member writing a new request', () => {
  it('offers Premium Creator to creators only', () => {
    const member = renderWithProviders(<NewRequestForm isCreator={false} onCreated={vi.fn()} />);
    expect(options()).toEqual(['general', 'billing', 'technical', 'content']);
    member.unmount();
    renderWithProviders(<NewRequestForm isCreator onCreated={vi.fn()} />);
    expect(options()).toContain('premium_creator');
  });

  it('starts on Premium Creator when a creator comes from the offer, and says what the tier is', () => {
    renderWithProviders(<NewRequestForm isCreator initialType="premium_creator" onCreated={vi.fn()} />);
    expect((screen.getByLabelText('Jenis permintaan') as HTMLSelectElement).value).toBe('premium_creator');
    expect(screen.getByText(/bagi hasil 90%/)).toBeTruthy();
  });

  it('tells a member who is not a creator yet how to get there', () => {
    renderWithProviders(
      <NewRequestForm isCreator={false} initialType="premium_creator" onCreated={vi.fn()} />,
    );
    expect(screen.getByText('Kreator Premium khusus kreator')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka dasbor' }).getAttribute('href')).toBe('/dashboard');
    expect((screen.getByLabelText('Jenis permintaan') as HTMLSelectElement).value).toBe('general');
  });

  it('sends the request and hands the created one on', async () => {
    const created = { id: 12, reference: 'PST-000012' };
    mocks.post.mockResolvedValue(created);
    const onCreated = vi.fn();
    renderWithProviders(<NewRequestForm isCreator={false} onCreated={onCreated} />);
    fireEvent.change(screen.getByLabelText('Jenis permintaan'), { target: { value: 'technical' } });
    fireEvent.change(screen.getByLabelText('Subjek'), { target: { value: 'Audio tidak berbunyi' } });
    fireEvent.change(screen.getByLabelText('Pesan'), {
      target: { value: 'Pemutar audio diam di ponsel saya.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(mocks.post).toHaveBeenCalledWith('/support/requests', {
      type: 'technical',
      subject: 'Audio tidak berbunyi',
      message: 'Pemutar audio diam di ponsel saya.',
    });
  });

  it('shows the server’s reason when the request is refused', async () => {
    mocks.post.mockRejectedValue(
      new ApiError(429, 'RATE_LIMITED', 'Terlalu banyak permintaan, coba lagi nanti'),
    );
    renderWithProviders(<NewRequestForm isCreator={false} onCreated={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Subjek'), { target: { value: 'Audio tidak berbunyi' } });
    fireEvent.change(screen.getByLabelText('Pesan'), {
      target: { value: 'Pemutar audio diam di ponsel saya.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim permintaan' }));
    expect(await screen.findByText('Terlalu banyak permintaan, coba lagi nanti')).toBeTruthy();
    expect(screen.getByText('Permintaan gagal dikirim')).toBeTruthy();
  });
});
