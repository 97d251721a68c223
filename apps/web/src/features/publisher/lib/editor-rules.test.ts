import type { ManagedProduct, ProductFile } from '@pustaka/contract';
import { describe, expect, it } from 'vitest';
import {
  acceptFor,
  canSubmit,
  checkFile,
  filesOfRole,
  missingFromDetails,
  plainTextLength,
  reorderChanges,
  reviewChecklist,
  statusView,
  titleFromFileName,
} from './editor-rules';

const MB = 1024 * 1024;

function file(id: number, position: number, role: ProductFile['role'] = 'track'): ProductFile {
  return {
    id,
    role,
    title: `T${id}`,
    original_name: `t${id}.mp3`,
    content_type: 'audio/mpeg',
    size_bytes: 1000,
    position,
    duration_seconds: 60,
    page_count: null,
    slide_count: null,
    state: 'staged',
  };
}

describe('checkFile', () => {
  it('checks the extension and the size limit of the role', () => {
    expect(checkFile({ name: 'buku.pdf', size: 10 * MB }, 'PDF', 'main')).toBeNull();
    expect(checkFile({ name: 'buku.PDF', size: 10 * MB }, 'PDF', 'main')).toBeNull();
    expect(checkFile({ name: 'buku.pdf', size: 201 * MB }, 'PDF', 'main')).toBe('size');
    expect(checkFile({ name: 'sampel.pdf', size: 51 * MB }, 'PDF', 'sample')).toBe('size');
    expect(checkFile({ name: 'lagu.wav', size: MB }, 'MP3', 'track')).toBe('type');
    expect(checkFile({ name: 'lagu.mp3', size: 499 * MB }, 'MP3', 'track')).toBeNull();
    expect(checkFile({ name: 'kelas.mp4', size: 1900 * MB }, 'CRS', 'lesson')).toBeNull();
    expect(checkFile({ name: 'deck.pptx', size: MB }, 'PPT', 'deck')).toBeNull();
    expect(checkFile({ name: 'kosong.pdf', size: 0 }, 'PDF', 'main')).toBe('empty');
  });

  it('builds the picker filter', () => {
    expect(acceptFor('MP3', 'track')).toBe('.mp3,audio/mpeg');
    expect(acceptFor('PPT', 'deck')).toContain('.pptx');
  });
});

describe('titleFromFileName', () => {
  it('drops the extension and separators', () => {
    expect(titleFromFileName('01_bab-satu.mp3')).toBe('01 bab satu');
    expect(titleFromFileName('Pengantar.MP4')).toBe('Pengantar');
  });
});

describe('reorderChanges', () => {
  const files = filesOfRole([file(3, 2), file(1, 0), file(2, 1), file(9, 0, 'sample')], 'track');

  it('orders by position and keeps only the role', () => {
    expect(files.map((f) => f.id)).toEqual([1, 2, 3]);
  });

  it('swaps neighbours', () => {
    expect(reorderChanges(files, 2, -1)).toEqual([
      { fileId: 2, position: 0 },
      { fileId: 1, position: 1 },
    ]);
    expect(reorderChanges(files, 2, 1)).toEqual([
      { fileId: 3, position: 1 },
      { fileId: 2, position: 2 },
    ]);
  });

  it('does nothing past the ends', () => {
    expect(reorderChanges(files, 1, -1)).toEqual([]);
    expect(reorderChanges(files, 3, 1)).toEqual([]);
    expect(reorderChanges(files, 42, 1)).toEqual([]);
  });

  it('heals duplicate positions', () => {
    const dupes = [file(1, 0), file(2, 0), file(3, 0)];
    expect(reorderChanges(dupes, 3, -1)).toEqual([
      { fileId: 3, position: 1 },
      { fileId: 2, position: 2 },
    ]);
  });
});

describe('review state', () => {
  const base = {
    format: 'PDF',
    image_name: null,
    files: [],
    description_html: '<p>Pendek</p>',
  } as unknown as ManagedProduct;

  it('lists what the server will ask for', () => {
    expect(reviewChecklist(base)).toEqual([
      { key: 'cover', done: false },
      { key: 'file:main', done: false },
      { key: 'description', done: false },
    ]);
    const ready = {
      ...base,
      image_name: '1-abc',
      files: [file(1, 0, 'main')],
      description_html: '<p>Panduan <b>lengkap</b> belajar menulis.</p>',
    } as ManagedProduct;
    expect(reviewChecklist(ready).every((item) => item.done)).toBe(true);
  });

  it('reads missing fields from an error', () => {
    expect(missingFromDetails([{ field: 'file:main' }, { field: 'cover' }, {}])).toEqual([
      'file:main',
      'cover',
    ]);
    expect(missingFromDetails(undefined)).toEqual([]);
  });

  it('counts visible text', () => {
    expect(plainTextLength('<p>Halo&nbsp;dunia</p><ul><li>a</li></ul>')).toBe(12);
    // Inline formatting adds no characters, as on the server.
    expect(plainTextLength('<p>Ringkasan <b>materi</b>&nbsp;inti</p>')).toBe('Ringkasan materi inti'.length);
  });

  it('picks the banner and whether submitting makes sense', () => {
    expect(statusView({ status: 'approved', is_published: true, has_staged_changes: true })).toBe(
      'approvedStaged',
    );
    expect(statusView({ status: 'pending', is_published: true, has_staged_changes: true })).toBe(
      'pendingUpdate',
    );
    expect(statusView({ status: 'rejected', is_published: false, has_staged_changes: false })).toBe(
      'rejected',
    );
    expect(canSubmit({ status: 'approved', has_staged_changes: false })).toBe(false);
    expect(canSubmit({ status: 'approved', has_staged_changes: true })).toBe(true);
    expect(canSubmit({ status: 'pending', has_staged_changes: true })).toBe(false);
    expect(canSubmit({ status: 'draft', has_staged_changes: false })).toBe(true);
  });
});
