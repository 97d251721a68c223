import { describe, expect, it } from 'vitest';
import { reasonProblem } from './review-rules';

describe('reasonProblem', () => {
  it('asks for 5 to 1000 characters, spaces around not counted', () => {
    expect(reasonProblem('   abc   ')).toBe('short');
    expect(reasonProblem('Sampul buram')).toBeNull();
    expect(reasonProblem('x'.repeat(1001))).toBe('long');
    expect(reasonProblem('x'.repeat(1000))).toBeNull();
  });
});
