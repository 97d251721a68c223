import { describe, expect, it } from 'vitest';
import { addWorkingHours } from './working-hours.ts';

/** Jakarta local time written as an ISO string with its +07:00 offset. */
const wib = (local: string) => new Date(`${local}+07:00`);

describe('addWorkingHours', () => {
  it('counts within one working day', () => {
    // 2026-11-25 is a Wednesday.
    expect(addWorkingHours(wib('2026-11-25T10:00:00'), 4)).toEqual(wib('2026-11-25T14:00:00'));
  });

  it('carries what is left of the day into the next morning', () => {
    expect(addWorkingHours(wib('2026-11-25T15:30:00'), 4)).toEqual(wib('2026-11-26T11:30:00'));
  });

  it('starts counting at opening time when written at night or before nine', () => {
    expect(addWorkingHours(wib('2026-11-25T22:00:00'), 4)).toEqual(wib('2026-11-26T13:00:00'));
    expect(addWorkingHours(wib('2026-11-26T06:15:00'), 4)).toEqual(wib('2026-11-26T13:00:00'));
  });

  it('skips the weekend', () => {
    // Friday 16:00 + 4 h: one hour on Friday, three on Monday.
    expect(addWorkingHours(wib('2026-11-27T16:00:00'), 4)).toEqual(wib('2026-11-30T12:00:00'));
    // Written on Saturday: counted from Monday 09:00.
    expect(addWorkingHours(wib('2026-11-28T11:00:00'), 16)).toEqual(wib('2026-12-01T17:00:00'));
  });

  it('makes two working days of sixteen hours', () => {
    expect(addWorkingHours(wib('2026-11-25T09:00:00'), 16)).toEqual(wib('2026-11-26T17:00:00'));
    expect(addWorkingHours(wib('2026-11-26T13:00:00'), 16)).toEqual(wib('2026-11-30T13:00:00'));
  });
});
