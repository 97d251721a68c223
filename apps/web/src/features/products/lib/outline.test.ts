import { describe, expect, it } from 'vitest';
import { countOutline } from './outline';

describe('countOutline', () => {
  it('counts entries at every depth', () => {
    expect(countOutline([])).toBe(0);
    expect(
      countOutline([
        { title: 'Bab 1', page: 1, items: [{ title: '1.1', page: 2, items: [] }] },
        { title: 'Bab 2', page: 5, items: [] },
      ]),
    ).toBe(3);
  });
});
