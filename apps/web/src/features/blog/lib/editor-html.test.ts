import { describe, expect, it } from 'vitest';
import { editorCard, fromEditorHtml, slugFromTitle, toEditorHtml } from './editor-html';

describe('product cards between storage and the editor', () => {
  it('labels stored placeholders for the editor and strips them back to bare placeholders', () => {
    const stored = '<p>a</p><div data-product-card="7"></div><p>b</p>';
    const editing = toEditorHtml(stored, (id) => `Buku "${id}" <baru>`);
    expect(editing).toBe(
      '<p>a</p><div data-product-card="7" contenteditable="false" data-label="Buku &#34;7&#34; &#60;baru&#62;"></div><p>b</p>',
    );
    expect(fromEditorHtml(editing)).toBe(stored);
    // Whatever the browser put inside a card while editing does not survive.
    expect(fromEditorHtml('<div class="x" data-product-card="3" data-label="y">teks</div>')).toBe(
      '<div data-product-card="3"></div>',
    );
    expect(editorCard(1, 'A&B')).toContain('data-label="A&#38;B"');
  });

  it('makes the slug the server would make', () => {
    expect(slugFromTitle('Cara Menulis Cerita Pendek!')).toBe('cara-menulis-cerita-pendek');
    expect(slugFromTitle('Café Ñusantara')).toBe('cafe-nusantara');
  });
});
