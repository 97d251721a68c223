import { describe, expect, it } from 'vitest';
import { authorInitials, websiteLink } from './author-rules';

describe('authorInitials', () => {
  it('takes the first and last initials', () => {
    expect(authorInitials('Sari Dewi Lestari')).toBe('SL');
    expect(authorInitials('budi')).toBe('B');
    expect(authorInitials('  ')).toBe('U');
    expect(authorInitials(null)).toBe('U');
  });
});

describe('websiteLink', () => {
  it('accepts http(s) addresses and adds a missing scheme', () => {
    expect(websiteLink('https://pustaka.id/')).toEqual({ href: 'https://pustaka.id/', label: 'pustaka.id' });
    expect(websiteLink('kreator.id/profil')).toEqual({
      href: 'https://kreator.id/profil',
      label: 'kreator.id/profil',
    });
  });

  it('refuses other schemes and empty values', () => {
    expect(websiteLink('javascript:alert(1)')).toBeNull();
    expect(websiteLink('')).toBeNull();
    expect(websiteLink(null)).toBeNull();
  });
});
