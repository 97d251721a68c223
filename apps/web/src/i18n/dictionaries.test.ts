import { describe, expect, it } from 'vitest';
import en from './en.json';
import id from './id.json';

/** Every leaf path; arrays count by their length so long documents keep the same number of sections. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((item, i) => shape(item, `${path}[${i}]`))];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => shape(child, path ? `${path}.${key}` : key));
  }
  return [path];
}

function interpolations(value: unknown): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string')
      found[path] = [...node.matchAll(/{{(\w+)}}/g)].map((m) => m[1] ?? '').sort();
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(value, '');
  return found;
}

describe('dictionaries', () => {
  it('id and en have the same keys', () => {
    expect(shape(en).sort()).toEqual(shape(id).sort());
  });

  it('id and en use the same placeholders', () => {
    expect(interpolations(en)).toEqual(interpolations(id));
  });

  it('keeps the exact verification texts of the specification', () => {
    expect(id.verification.banner).toBe(
      'Email Anda belum terverifikasi. Harap cek inbox/spam folder dan klik tautan verifikasi.',
    );
    expect(id.verification.resend).toBe('Kirim Ulang Verifikasi');
    expect(id.verification.sending).toBe('Mengirim...');
    expect(id.verification.sent).toBe('Email verifikasi telah dikirim. Periksa inbox Anda.');
    expect(id.verification.sendFailed).toBe('Gagal mengirim email verifikasi.');
    expect(id.verification.sendError).toBe('Terjadi kesalahan saat mengirim verifikasi.');
    expect(id.subscription.vipActive).toBe('VIP Aktif');
  });
});
