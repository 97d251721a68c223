// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfSource } from '@/components/media/pdf-reader';
import { renderWithProviders, testI18n } from '@/test/render-with-providers';
import { PdfTestPage, pageRanges } from './pdf-test-page';

void testI18n;

const opened: { source: PdfSource; title: string }[] = [];

// The reader itself draws with pdf.js on a canvas (the e2e journey shows it); here a stand-in reports page
// changes the way it does: once when the document opens, then on every turn.
vi.mock('@/components/media/pdf-reader', () => ({
  PdfReader: ({
    source,
    title,
    onPageChange,
  }: {
    source: PdfSource;
    title: string;
    onPageChange: (page: number, pages: number) => void;
  }) => {
    const [page, setPage] = useState(1);
    useEffect(() => {
      opened.push({ source, title });
    }, [source, title]);
    useEffect(() => onPageChange(page, 6), [page, onPageChange]);
    return (
      <div>
        <button type="button" onClick={() => setPage((current) => current + 1)}>
          maju
        </button>
        <button type="button" onClick={() => setPage((current) => current - 1)}>
          mundur
        </button>
      </div>
    );
  },
}));

afterEach(() => {
  cleanup();
  opened.length = 0;
});

describe('the PDF test page', () => {
  it('opens the written sample in the reader and shows the page the reader reports', async () => {
    renderWithProviders(<PdfTestPage />, { path: '/pdf-test' });
    expect(screen.getByRole('heading', { name: 'Uji PDF' })).toBeTruthy();
    expect(screen.getByTestId('pdf-test-page-shown').textContent).toBe('1 / 6');
    const { source, title } = opened[0] ?? {};
    expect(title).toBe('Contoh PDF');
    const blob = (source as { blob: Blob }).blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toContain('/Count 6');
  });

  it('counts the pages seen once each and logs every change, newest first', () => {
    renderWithProviders(<PdfTestPage />, { path: '/pdf-test' });
    fireEvent.click(screen.getByRole('button', { name: 'maju' }));
    fireEvent.click(screen.getByRole('button', { name: 'maju' }));
    fireEvent.click(screen.getByRole('button', { name: 'mundur' }));
    expect(screen.getByTestId('pdf-test-page-shown').textContent).toBe('2 / 6');
    expect(screen.getByTestId('pdf-test-pages-seen').textContent).toBe('3 dari 61–3');
    const log = screen.getByTestId('pdf-test-events').querySelectorAll('li');
    expect([...log].map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Halaman 2 dari 6 ditampilkan',
      'Halaman 3 dari 6 ditampilkan',
      'Halaman 2 dari 6 ditampilkan',
      'Halaman 1 dari 6 ditampilkan',
    ]);
  });

  it('clears the log and the pages seen', () => {
    renderWithProviders(<PdfTestPage />, { path: '/pdf-test' });
    fireEvent.click(screen.getByRole('button', { name: 'maju' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kosongkan catatan' }));
    expect(screen.queryByTestId('pdf-test-events')).toBeNull();
    expect(screen.getByText(/Belum ada peristiwa/)).toBeTruthy();
    expect(screen.getByTestId('pdf-test-pages-seen').textContent).toBe('–');
  });

  it('opens a file from the device instead, under its own name', () => {
    renderWithProviders(<PdfTestPage />, { path: '/pdf-test' });
    const file = new File(['%PDF-1.4'], 'modul.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Buka file PDF…'), { target: { files: [file] } });
    const last = opened.at(-1);
    expect(last?.title).toBe('modul.pdf');
    expect(last?.source).toEqual({ blob: file });
  });
});

describe('pageRanges', () => {
  it('writes the pages seen as runs', () => {
    expect(pageRanges([])).toBe('');
    expect(pageRanges([3, 1, 2, 5, 5, 7, 8])).toBe('1–3, 5, 7–8');
    expect(pageRanges(new Set([4]))).toBe('4');
  });
});
