import { describe, expect, it } from 'vitest';
import { checkImageFile, IMAGE_MAX_BYTES } from './image-rules';

describe('checkImageFile', () => {
  it('accepts the four image formats up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(checkImageFile({ type, size: IMAGE_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types, larger files and empty files', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 100 })).toBe('type');
    expect(checkImageFile({ type: 'application/pdf', size: 100 })).toBe('type');
    expect(checkImageFile({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('size');
    expect(checkImageFile({ type: 'image/png', size: 0 })).toBe('empty');
  });
});
