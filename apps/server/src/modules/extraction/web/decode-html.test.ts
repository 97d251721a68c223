import { describe, expect, it } from 'vitest';
import { decodeHtml } from './index.ts';

const latin = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text, 'latin1'));
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('decodeHtml', () => {
  it('decodes windows-1252 named in the Content-Type header, curly quotes and euro sign included', () => {
    // 0x93/0x94 are curly double quotes and 0x80 the euro sign in windows-1252, control codes in Latin-1.
    const bytes = Uint8Array.from([
      ...latin('<p>'),
      0x93,
      ...latin('Caf\xe9'),
      0x94,
      ...latin(' 5'),
      0x80,
      ...latin('</p>'),
    ]);
    expect(decodeHtml(bytes, 'text/html; charset=windows-1252')).toBe('<p>“Café” 5€</p>');
    expect(decodeHtml(bytes, 'text/html; charset="ISO-8859-1"')).toBe('<p>“Café” 5€</p>');
  });

  it('reads <meta charset> when the header names none', () => {
    const bytes = latin('<html><head><meta charset="iso-8859-1"><title>Caf\xe9</title></head></html>');
    expect(decodeHtml(bytes, 'text/html')).toContain('<title>Café</title>');
  });

  it('reads <meta http-equiv="Content-Type"> when the header names none', () => {
    const bytes = latin(
      '<head><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head><p>na\xefve</p>',
    );
    expect(decodeHtml(bytes, null)).toContain('<p>naïve</p>');
  });

  it('lets the header win over the meta tag', () => {
    const bytes = utf8('<meta charset="windows-1252"><p>Kafé</p>');
    expect(decodeHtml(bytes, 'text/html; charset=utf-8')).toContain('<p>Kafé</p>');
  });

  it('lets a byte-order mark win over the header, and removes it', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('<p>Kafé</p>')]);
    expect(decodeHtml(bytes, 'text/html; charset=windows-1252')).toBe('<p>Kafé</p>');
  });

  it('decodes UTF-16 little- and big-endian from their byte-order marks', () => {
    const text = '<p>Selamat datang, Café</p>';
    const le = Uint8Array.from([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]);
    const be = Uint8Array.from([0xfe, 0xff, ...Buffer.from(text, 'utf16le').swap16()]);
    expect(decodeHtml(le, null)).toBe(text);
    expect(decodeHtml(be, 'text/html')).toBe(text);
  });

  it('decodes UTF-16 named by the header, but treats a meta tag claiming UTF-16 as UTF-8', () => {
    const text = '<p>Café</p>';
    expect(decodeHtml(Uint8Array.from(Buffer.from(text, 'utf16le')), 'text/html; charset=utf-16le')).toBe(
      text,
    );
    expect(decodeHtml(utf8(`<meta charset="utf-16">${text}`), null)).toBe(`<meta charset="utf-16">${text}`);
  });

  it('detects UTF-8 when nothing is declared, and falls back to windows-1252 for bytes that are not UTF-8', () => {
    expect(decodeHtml(utf8('<p>Kafé ☕</p>'), null)).toBe('<p>Kafé ☕</p>');
    expect(decodeHtml(latin('<p>Kaf\xe9</p>'), 'text/html')).toBe('<p>Kafé</p>');
  });

  it('ignores an unknown charset label and detects instead', () => {
    expect(decodeHtml(utf8('<p>Kafé</p>'), 'text/html; charset=x-made-up')).toBe('<p>Kafé</p>');
  });

  it('decodes other encodings TextDecoder knows, such as Shift_JIS', () => {
    // "日本" in Shift_JIS.
    const bytes = Uint8Array.from([...latin('<p>'), 0x93, 0xfa, 0x96, 0x7b, ...latin('</p>')]);
    expect(decodeHtml(bytes, 'text/html; charset=Shift_JIS')).toBe('<p>日本</p>');
  });
});
