import { describe, expect, it } from 'vitest';
import { splitEmails } from './email-invite-form';

describe('splitEmails', () => {
  it('splits a pasted list by commas, semicolons, spaces and lines, once each in lower case', () => {
    expect(splitEmails(' Ani@Sekolah.id, budi@sekolah.id;\nani@sekolah.id  citra@sekolah.id\n')).toEqual([
      'ani@sekolah.id',
      'budi@sekolah.id',
      'citra@sekolah.id',
    ]);
    expect(splitEmails(' ,\n ')).toEqual([]);
  });
});
