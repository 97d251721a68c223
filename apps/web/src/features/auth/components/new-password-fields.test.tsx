// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { ChangePasswordForm } from './change-password-form';
import { NewPasswordFields, useNewPasswordConfirmation } from './new-password-fields';
import { SetPasswordForm } from './set-password-form';

const mocks = vi.hoisted(() => ({ post: vi.fn(), apiRequest: vi.fn() }));

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, apiRequest: mocks.apiRequest, api: { ...original.api, post: mocks.post } };
});

const NEW = 'Rahasia#Baru1';
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const mismatchShown = () => screen.queryByText('Kata sandi tidak sama') !== null;

/** The fields alone, bound to a plain password state, as a form would bind them. */
function Bare() {
  const confirmation = useNewPasswordConfirmation('');
  return (
    <NewPasswordFields
      password={{ name: 'password', value: '', onChange: () => {}, onBlur: () => {} }}
      confirmation={confirmation}
    />
  );
}

beforeEach(() => {
  mocks.post.mockReset();
  mocks.apiRequest.mockReset();
});
afterEach(cleanup);

describe('the new password typed twice', () => {
  it('shows the rule under the password and says nothing about the repeat until it is used', () => {
    renderWithProviders(<Bare />);
    expect(screen.getByText('Minimal 8 karakter')).toBeTruthy();
    const repeat = screen.getByLabelText('Ulangi kata sandi baru', { exact: true });
    expect(repeat.getAttribute('type')).toBe('password');
    expect(repeat.getAttribute('autocomplete')).toBe('new-password');
    expect(mismatchShown()).toBe(false);
    // Leaving the repeat empty while the password is empty too is a match.
    fireEvent.blur(repeat);
    expect(mismatchShown()).toBe(false);
    type('Ulangi kata sandi baru', 'x');
    expect(mismatchShown()).toBe(true);
  });

  it('on the invitation link: a repeat that differs stops the form; the same one sends the password', async () => {
    const onDone = vi.fn();
    mocks.post.mockResolvedValue({ email: 'tamu@contoh.id' });
    renderWithProviders(<SetPasswordForm token="tok-1" onDone={onDone} />);
    type('Kata sandi baru', NEW);
    type('Ulangi kata sandi baru', 'Rahasia#Beda2');
    expect(mismatchShown()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    expect(mocks.post).not.toHaveBeenCalled();
    type('Ulangi kata sandi baru', NEW);
    expect(mismatchShown()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('tamu@contoh.id'));
    expect(mocks.post).toHaveBeenCalledWith('/auth/set-password', { token: 'tok-1', password: NEW });
  });

  it('in the settings: submitting with an empty repeat shows the mismatch; after a change all three are cleared', async () => {
    mocks.apiRequest.mockResolvedValue({ success: true, message: 'Kata sandi diubah.' });
    renderWithProviders(<ChangePasswordForm />);
    type('Kata sandi saat ini', 'Lama#Pustaka1');
    type('Kata sandi baru', NEW);
    expect(mismatchShown()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    expect(mismatchShown()).toBe(true);
    expect(mocks.apiRequest).not.toHaveBeenCalled();
    type('Ulangi kata sandi baru', NEW);
    fireEvent.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    await waitFor(() =>
      expect(mocks.apiRequest).toHaveBeenCalledWith('/auth/change-password', {
        method: 'POST',
        body: { current_password: 'Lama#Pustaka1', new_password: NEW },
      }),
    );
    await waitFor(() =>
      expect(
        (screen.getByLabelText('Ulangi kata sandi baru', { exact: true }) as HTMLInputElement).value,
      ).toBe(''),
    );
    expect((screen.getByLabelText('Kata sandi baru', { exact: true }) as HTMLInputElement).value).toBe('');
    expect(mismatchShown()).toBe(false);
  });
});
