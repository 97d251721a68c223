import { describe, expect, it } from 'vitest';
import { responsePromise, waitingParts, waitingSentence } from './support-display';

describe('the first-answer promise', () => {
  const due = '2026-06-02T05:00:00.000Z';

  it('is kept once a first answer exists, even when it came late', () => {
    expect(
      responsePromise({
        first_response_due_at: due,
        first_responded_at: '2026-06-03T01:00:00.000Z',
        overdue: false,
      }),
    ).toEqual({ state: 'answered', at: '2026-06-03T01:00:00.000Z' });
  });

  it('is overdue when the server says the due time passed without an answer', () => {
    expect(responsePromise({ first_response_due_at: due, first_responded_at: null, overdue: true })).toEqual({
      state: 'overdue',
      since: due,
    });
  });

  it('is still due otherwise', () => {
    expect(responsePromise({ first_response_due_at: due, first_responded_at: null, overdue: false })).toEqual(
      {
        state: 'due',
        by: due,
      },
    );
  });
});

describe('a waiting time', () => {
  it('keeps its two largest units', () => {
    expect(waitingParts(45)).toEqual({ days: 0, hours: 0, minutes: 45 });
    expect(waitingParts(135)).toEqual({ days: 0, hours: 2, minutes: 15 });
    expect(waitingParts(3 * 1440 + 5 * 60 + 59)).toEqual({ days: 3, hours: 5, minutes: 0 });
  });

  it('never goes below zero', () => {
    expect(waitingParts(-3)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('picks the sentence that fits its size', () => {
    expect(waitingSentence(0)).toEqual({ key: 'support.duration.underMinute', values: {} });
    expect(waitingSentence(20)).toEqual({ key: 'support.duration.minutes', values: { minutes: 20 } });
    expect(waitingSentence(61)).toEqual({
      key: 'support.duration.hoursMinutes',
      values: { hours: 1, minutes: 1 },
    });
    expect(waitingSentence(1500)).toEqual({
      key: 'support.duration.daysHours',
      values: { days: 1, hours: 1 },
    });
  });
});
