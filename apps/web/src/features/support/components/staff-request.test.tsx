// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message, requestDetail, staffList } from '@/features/support/test/support-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { StaffRequest } from './staff-request';

const mocks = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: mocks.get, post: mocks.post } };
});

const thread = [
  message(1),
  message(2, { kind: 'note', body: 'Cek mutasi rekening dulu.', author: { id: 9, name: 'Dimas Saputra' } }),
  message(3, {
    kind: 'answer',
    body: 'Pembayaran Anda sudah kami terima.',
    author: { id: 1, name: 'Ayu Pratiwi' },
  }),
];

beforeEach(() => {
  mocks.get.mockReset();
  mocks.post.mockReset();
  mocks.get.mockResolvedValue(staffList);
});
afterEach(cleanup);

describe('a request on the staff screen', () => {
  it('marks internal notes as internal and apart from answers', () => {
    renderWithProviders(
      <StaffRequest request={requestDetail(7, { messages: thread, status: 'open' })} userId={1} isAdmin />,
    );
    const note = screen.getByTestId('thread-note');
    expect(within(note).getByText('Catatan internal')).toBeTruthy();
    expect(within(note).getByText('Cek mutasi rekening dulu.')).toBeTruthy();
    const answer = screen.getByTestId('thread-answer');
    expect(within(answer).queryByText('Catatan internal')).toBeNull();
    expect(within(answer).getByText('Ayu Pratiwi')).toBeTruthy();
    // A guest's message carries the name on the request.
    expect(within(screen.getByTestId('thread-sender')).getByText('Siti Aminah')).toBeTruthy();
  });

  it('shows a priority request as such, with its overdue promise', () => {
    renderWithProviders(
      <StaffRequest
        request={requestDetail(7, { priority: 'priority', overdue: true, status: 'open' })}
        userId={1}
        isAdmin={false}
      />,
    );
    expect(screen.getByTestId('priority-badge').textContent).toBe('Prioritas');
    expect(screen.getByTestId('response-promise').textContent).toMatch(/^Terlambat sejak /);
  });

  it('sends an answer to the answers route and a note to the notes route', async () => {
    mocks.post.mockImplementation(async () => requestDetail(7, { status: 'answered' }));
    renderWithProviders(
      <StaffRequest request={requestDetail(7, { status: 'open' })} userId={1} isAdmin={false} />,
    );

    fireEvent.change(screen.getByLabelText('Jawaban'), {
      target: { value: 'Sudah kami cek, pesanan aktif.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/support/requests/7/answers', {
        message: 'Sudah kami cek, pesanan aktif.',
      }),
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Catatan internal' }));
    expect(screen.getByText('Hanya terlihat oleh staf, tidak pernah dikirim ke pengirim.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Catatan'), { target: { value: 'Pembeli lama.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan catatan' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/support/requests/7/notes', { note: 'Pembeli lama.' }),
    );
  });

  it('holds back an answer that is too short and says why', async () => {
    renderWithProviders(
      <StaffRequest request={requestDetail(7, { status: 'open' })} userId={1} isAdmin={false} />,
    );
    fireEvent.change(screen.getByLabelText('Jawaban'), { target: { value: 'Oke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    expect(await screen.findByText('Minimal 10 karakter')).toBeTruthy();
    expect(mocks.post).not.toHaveBeenCalled();
  });

  it('lets an admin decide a pending Premium Creator request with the answer, and nobody else', async () => {
    const premium = requestDetail(8, {
      type: 'premium_creator',
      premium_decision: 'pending',
      status: 'open',
    });
    mocks.post.mockResolvedValue({ ...premium, premium_decision: 'approved' });
    const staffView = renderWithProviders(<StaffRequest request={premium} userId={9} isAdmin={false} />);
    expect(screen.queryByLabelText('Keputusan Kreator Premium')).toBeNull();
    staffView.unmount();

    renderWithProviders(<StaffRequest request={premium} userId={1} isAdmin />);
    fireEvent.change(screen.getByLabelText('Keputusan Kreator Premium'), { target: { value: 'approved' } });
    fireEvent.change(screen.getByLabelText('Jawaban'), {
      target: { value: 'Selamat, Anda Kreator Premium.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/support/requests/8/answers', {
        message: 'Selamat, Anda Kreator Premium.',
        premium_decision: 'approved',
      }),
    );
  });

  it('assigns the request to the signed-in staff member or to another one', async () => {
    mocks.post.mockResolvedValue(
      requestDetail(7, { status: 'open', assignee: { id: 1, name: 'Ayu Pratiwi' } }),
    );
    renderWithProviders(<StaffRequest request={requestDetail(7)} userId={1} isAdmin />);
    fireEvent.click(screen.getByRole('button', { name: 'Tugaskan ke saya' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/support/requests/7/assign', { assignee_id: 1 }),
    );

    await screen.findByRole('option', { name: 'Dimas Saputra' });
    fireEvent.change(screen.getByLabelText('Penanggung jawab'), { target: { value: '9' } });
    await waitFor(() =>
      expect(mocks.post).toHaveBeenLastCalledWith('/support/requests/7/assign', { assignee_id: 9 }),
    );
  });

  it('closes an open request, and offers only reopening once it is closed', async () => {
    mocks.post.mockResolvedValue(requestDetail(7, { status: 'closed' }));
    const open = renderWithProviders(
      <StaffRequest request={requestDetail(7, { status: 'open' })} userId={1} isAdmin />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tutup permintaan' }));
    await waitFor(() => expect(mocks.post).toHaveBeenCalledWith('/support/requests/7/close'));
    open.unmount();

    renderWithProviders(<StaffRequest request={requestDetail(7, { status: 'closed' })} userId={1} isAdmin />);
    expect(screen.queryByRole('button', { name: 'Kirim jawaban' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buka kembali' }));
    await waitFor(() => expect(mocks.post).toHaveBeenLastCalledWith('/support/requests/7/reopen'));
  });
});
