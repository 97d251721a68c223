// @vitest-environment happy-dom
import type { Order } from '@pustaka/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROOF_MAX_BYTES } from '@/features/orders/lib/proof-rules';
import { apiUpload, type UploadOptions } from '@/lib/api-files';
import { renderWithProviders } from '@/test/render-with-providers';
import { ProofUpload } from './proof-upload';

vi.mock('@/lib/api-files', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-files')>();
  return { ...original, apiUpload: vi.fn() };
});

const upload = vi.mocked(apiUpload);

const order: Order = {
  id: 41,
  code: 'PST-0041',
  status: 'pending',
  product: { id: 5, name: 'Panduan Menulis', product_format: 'PDF', image_url: null },
  buyer: { id: 3, name: 'Citra Lestari', email: 'anggota@pustaka.test' },
  seller: { id: 2, name: 'Budi Santoso' },
  base_price: 50_000,
  discount_amount: 0,
  amount: 50_000,
  campaign_name: null,
  payment_method: 'bank_transfer',
  provider: 'manual',
  payment_url: null,
  has_proof: false,
  review_note: null,
  expires_at: null,
  paid_at: null,
  created_at: '2026-11-22T09:58:00.000Z',
  events: [],
};

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(file: File) {
  const input = screen.getByTestId('proof-input') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

beforeEach(() => {
  upload.mockReset();
});
afterEach(cleanup);

describe('ProofUpload', () => {
  it('accepts only pictures and PDFs', () => {
    renderWithProviders(<ProofUpload order={order} />);
    const input = screen.getByTestId('proof-input') as HTMLInputElement;
    expect(input.accept).toContain('image/jpeg');
    expect(input.accept).toContain('application/pdf');
  });

  it('refuses another kind of file before sending anything', () => {
    renderWithProviders(<ProofUpload order={order} />);
    choose(
      fileOf('bukti.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 20_000),
    );
    expect(screen.getByRole('alert').textContent).toBe('Hanya JPG, PNG, WebP atau PDF yang diterima.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB and an empty file', () => {
    renderWithProviders(<ProofUpload order={order} />);
    choose(fileOf('bukti.jpg', 'image/jpeg', PROOF_MAX_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe(
      'Berkas lebih dari 5 MB. Kecilkan atau pilih berkas lain.',
    );
    choose(fileOf('kosong.pdf', 'application/pdf', 0));
    expect(screen.getByRole('alert').textContent).toBe('Berkas ini kosong. Pilih berkas lain.');
    expect(upload).not.toHaveBeenCalled();
  });

  it('sends a good file as `file` to the order and shows the progress', async () => {
    let progress: UploadOptions['onProgress'];
    let finish: (value: { success: true; data: Order }) => void = () => undefined;
    upload.mockImplementation((_path, _form, options) => {
      progress = options?.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const onUploaded = vi.fn();
    renderWithProviders(<ProofUpload order={order} onUploaded={onUploaded} />);
    choose(fileOf('transfer.png', 'image/png', 300_000));
    await act(async () => undefined);

    expect(upload).toHaveBeenCalledTimes(1);
    const [path, form] = upload.mock.calls[0] ?? [];
    expect(path).toBe('/orders/41/proof');
    expect((form as FormData).get('file')).toBeInstanceOf(File);
    expect(((form as FormData).get('file') as File).name).toBe('transfer.png');

    await act(async () => progress?.(0.4));
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-label')).toBe('Mengunggah transfer.png… 40%');

    await act(async () =>
      finish({ success: true, data: { ...order, status: 'awaiting_review', has_proof: true } }),
    );
    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ status: 'awaiting_review' })),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the server’s reason when the upload is refused', async () => {
    const { ApiError } = await import('@/lib/api-client');
    upload.mockRejectedValue(
      new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Berkas bukan gambar atau PDF yang sah'),
    );
    renderWithProviders(<ProofUpload order={order} />);
    choose(fileOf('palsu.png', 'image/png', 1_000));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Berkas bukan gambar atau PDF yang sah'),
    );
    expect(screen.getByRole('alert').textContent).toContain('Bukti transfer gagal diunggah');
  });
});
