// @vitest-environment happy-dom
import type { CopySuggestion } from '@pustaka/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { linesToListHtml, paragraphsToHtml } from './copy-fields';
import { CopyPanel } from './copy-panel';

const PRODUCT: CopySuggestion = {
  kind: 'product',
  generation_id: 'g1',
  generator: 'builtin',
  language: 'id',
  source_title: 'Buku Candi',
  read: 'file',
  product: {
    description: ['Kalimat pertama. Kalimat kedua.', 'Kalimat ketiga.'],
    pitch: 'Kalimat promosi.',
    table_of_contents: [
      { title: 'Bab 1', page: 1, level: 0 },
      { title: 'Bagian 1.1', page: 2, level: 1 },
    ],
    tags: ['candi', 'Borobudur'],
    category: { id: 7, name: 'Sejarah' },
  },
};

const asked: unknown[] = [];
let state: { data?: CopySuggestion; error: Error | null; isPending: boolean } = {
  data: PRODUCT,
  error: null,
  isPending: false,
};
vi.mock('./use-copy', () => ({
  useProposeCopy: () => ({ mutate: (request: unknown) => asked.push(request), ...state }),
}));

afterEach(() => {
  cleanup();
  asked.length = 0;
  state = { data: PRODUCT, error: null, isPending: false };
});

const request = { kind: 'product' as const, product_id: 3 };

describe('CopyPanel', () => {
  it('asks as it opens and shows each field to accept, edit or discard', () => {
    const onAccept = vi.fn();
    renderWithProviders(<CopyPanel kind="product" request={request} onAccept={onAccept} />);
    expect(asked).toEqual([{ kind: 'product', product_id: 3, language: 'id' }]);
    expect(screen.getByText(/Ringkasan dari teks Anda sendiri/)).toBeTruthy();
    const description = screen.getByTestId('copy-field-description');
    expect(description.textContent).toContain('Kalimat pertama. Kalimat kedua.');
    fireEvent.click(within(description).getByRole('button', { name: 'Terima' }));
    expect(onAccept).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'description' }),
      'Kalimat pertama. Kalimat kedua.\n\nKalimat ketiga.',
    );
    expect(within(description).getByText('Diterapkan')).toBeTruthy();
    // Edit, then accept the edited text.
    const pitch = screen.getByTestId('copy-field-pitch');
    fireEvent.click(within(pitch).getByRole('button', { name: 'Ubah' }));
    fireEvent.change(within(pitch).getByRole('textbox'), { target: { value: 'Promosi saya.' } });
    fireEvent.click(within(pitch).getByRole('button', { name: 'Terima' }));
    expect(onAccept).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'pitch' }), 'Promosi saya.');
    // Discard, and restore.
    const tags = screen.getByTestId('copy-field-tags');
    fireEvent.click(within(tags).getByRole('button', { name: 'Buang' }));
    expect(screen.getByTestId('copy-field-tags').textContent).toContain('dibuang');
    expect(
      within(screen.getByTestId('copy-field-tags')).queryByRole('button', { name: 'Terima' }),
    ).toBeNull();
    fireEvent.click(
      within(screen.getByTestId('copy-field-tags')).getByRole('button', { name: 'Kembalikan' }),
    );
    expect(
      within(screen.getByTestId('copy-field-tags')).getByRole('button', { name: 'Terima' }),
    ).toBeTruthy();
    // The table of contents keeps its depth; the category carries its id.
    expect(screen.getByTestId('copy-field-table_of_contents').textContent).toContain('Bab 1\n  Bagian 1.1');
    fireEvent.click(
      within(screen.getByTestId('copy-field-category')).getByRole('button', { name: 'Terima' }),
    );
    expect(onAccept).toHaveBeenLastCalledWith(expect.objectContaining({ categoryId: 7 }), 'Sejarah');
  });

  it('asks again in the language chosen', () => {
    renderWithProviders(<CopyPanel kind="product" request={request} onAccept={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Bahasa saran'), { target: { value: 'en' } });
    fireEvent.click(screen.getByTestId('copy-rewrite'));
    expect(asked.at(-1)).toEqual({ kind: 'product', product_id: 3, language: 'en' });
  });

  it('shows the empty state when there is nothing to read, and asks nothing', () => {
    renderWithProviders(<CopyPanel kind="landing" request={null} onAccept={vi.fn()} />);
    expect(screen.getByText('Belum ada yang bisa dibaca')).toBeTruthy();
    expect(screen.getByText(/Tambahkan blok produk/)).toBeTruthy();
    expect(asked).toEqual([]);
    cleanup();
    state = { error: new ApiError(422, 'ASSISTANT_COPY_NOTHING_TO_READ', 'kosong'), isPending: false };
    renderWithProviders(<CopyPanel kind="blog" request={{ kind: 'blog', notes: 'a' }} onAccept={vi.fn()} />);
    expect(screen.getByText(/Tulis beberapa catatan/)).toBeTruthy();
  });

  it('shows the plan gate, the loading state and a failure with a retry', () => {
    state = { error: new ApiError(403, 'FEATURE_REQUIRED', 'Fitur'), isPending: false };
    renderWithProviders(<CopyPanel kind="product" request={request} onAccept={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Lihat paket' }).getAttribute('href')).toBe('/subscription');
    cleanup();
    state = { error: null, isPending: true };
    renderWithProviders(<CopyPanel kind="product" request={request} onAccept={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('Membaca sumber');
    cleanup();
    state = { error: new ApiError(503, 'AI_UNAVAILABLE', 'Model AI tidak tersedia.'), isPending: false };
    renderWithProviders(<CopyPanel kind="product" request={request} onAccept={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('Model AI tidak tersedia.');
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    // Each of the three panels asked as it opened; the retry asked once more.
    expect(asked).toHaveLength(4);
  });
});

describe('copy as editor HTML', () => {
  it('escapes markup and turns paragraphs, headings and lines into tags', () => {
    expect(paragraphsToHtml('## Bab <1>\n\nSatu\nbaris.\n\nDua & tiga.')).toBe(
      '<h2>Bab &lt;1&gt;</h2><p>Satu baris.</p><p>Dua &amp; tiga.</p>',
    );
    expect(linesToListHtml('a\n\n  b  \n')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(linesToListHtml('  ')).toBe('');
  });
});
