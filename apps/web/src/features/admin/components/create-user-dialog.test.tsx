// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { CreateUserDialog } from './create-user-dialog';

const mocks = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: mocks.get, post: mocks.post } };
});

beforeEach(() => {
  mocks.get.mockResolvedValue([{ id: 7, name: 'Guru SMA', description: null, members: 0 }]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('CreateUserDialog', () => {
  it('sends the name, address, roles, groups and language, and closes once the account exists', async () => {
    const onClose = vi.fn();
    mocks.post.mockResolvedValue({ id: 40, email: 'rina@contoh.id' });
    renderWithProviders(<CreateUserDialog open onClose={onClose} />);
    fill('Nama depan', 'Rina');
    fill('Nama belakang', 'Wati');
    fill('Email', 'Rina@Contoh.id');
    fireEvent.change(screen.getByLabelText('Bahasa'), { target: { value: 'en' } });
    fireEvent.click(screen.getByLabelText('Kreator'));
    fireEvent.click(await screen.findByLabelText('Guru SMA'));
    fireEvent.click(screen.getByRole('button', { name: 'Buat akun dan kirim undangan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(mocks.post).toHaveBeenCalledWith('/admin/users', {
      email: 'rina@contoh.id',
      first_name: 'Rina',
      last_name: 'Wati',
      roles: ['members', 'publisher'],
      group_ids: [7],
      language: 'en',
    });
  });

  it("shows the server's reason and stays open when the address is taken", async () => {
    const onClose = vi.fn();
    mocks.post.mockRejectedValue(new ApiError(409, 'EMAIL_TAKEN', 'Email sudah terdaftar.'));
    renderWithProviders(<CreateUserDialog open onClose={onClose} />);
    fill('Nama depan', 'Rina');
    fill('Email', 'ada@contoh.id');
    fireEvent.click(screen.getByRole('button', { name: 'Buat akun dan kirim undangan' }));
    expect(await screen.findByText('Email sudah terdaftar.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends nothing without a role or a valid address', async () => {
    renderWithProviders(<CreateUserDialog open onClose={vi.fn()} />);
    fill('Nama depan', 'Rina');
    fill('Email', 'bukan-email');
    fireEvent.click(screen.getByLabelText('Member'));
    fireEvent.click(screen.getByRole('button', { name: 'Buat akun dan kirim undangan' }));
    expect(await screen.findByText('Pilih minimal satu peran')).toBeTruthy();
    expect(screen.getByText('Alamat email tidak valid')).toBeTruthy();
    expect(mocks.post).not.toHaveBeenCalled();
  });
});
