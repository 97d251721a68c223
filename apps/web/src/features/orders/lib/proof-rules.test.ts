import { describe, expect, it } from 'vitest';
import { checkProofFile, PROOF_MAX_BYTES } from './proof-rules';

describe('checkProofFile', () => {
  it('accepts photos and PDFs up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']) {
      expect(checkProofFile({ type, size: 200_000 })).toBeNull();
    }
    expect(checkProofFile({ type: 'image/png', size: PROOF_MAX_BYTES })).toBeNull();
  });

  it('refuses other kinds of file', () => {
    expect(checkProofFile({ type: 'image/gif', size: 1_000 })).toBe('type');
    expect(checkProofFile({ type: 'text/plain', size: 1_000, name: 'bukti.txt' })).toBe('type');
    expect(checkProofFile({ type: 'image/heic', size: 1_000, name: 'IMG_0001.HEIC' })).toBe('type');
  });

  it('refuses a file over 5 MB and an empty one', () => {
    expect(checkProofFile({ type: 'image/jpeg', size: PROOF_MAX_BYTES + 1 })).toBe('size');
    expect(checkProofFile({ type: 'application/pdf', size: 0 })).toBe('empty');
  });

  it('goes by the extension when the browser gives no type', () => {
    expect(checkProofFile({ type: '', size: 10, name: 'Transfer.JPG' })).toBeNull();
    expect(checkProofFile({ type: '', size: 10, name: 'mutasi.pdf' })).toBeNull();
    expect(checkProofFile({ type: '', size: 10, name: 'bukti' })).toBe('type');
  });
});
