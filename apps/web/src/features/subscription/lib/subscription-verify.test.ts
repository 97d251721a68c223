import { describe, expect, it } from 'vitest';
import { UNAUTHENTICATED, verifySubscription } from './subscription-verify';

const FAILED = 'Gagal memverifikasi langganan';
const list = [{ id: 1, userId: 9, plan_id: 6, plan_name: 'Pro', status: 'active' }];

describe('verifySubscription', () => {
  it('answers the list when the server gives one, even an empty one', async () => {
    expect(await verifySubscription(9, async () => list, FAILED)).toEqual({
      success: true,
      subscriptions: list,
    });
    expect(await verifySubscription(9, async () => [], FAILED)).toEqual({ success: true, subscriptions: [] });
  });

  it('says unauthenticated without asking the server when nobody is signed in', async () => {
    let asked = false;
    const answer = await verifySubscription(
      null,
      async () => {
        asked = true;
        return list;
      },
      FAILED,
    );
    expect(answer).toEqual({ success: false, reason: UNAUTHENTICATED });
    expect(asked).toBe(false);
  });

  it("gives the error's own text as the reason when the check fails", async () => {
    const answer = await verifySubscription(
      9,
      async () => {
        throw new Error('Layanan sedang tidak tersedia');
      },
      FAILED,
    );
    expect(answer).toEqual({ success: false, reason: 'Layanan sedang tidak tersedia' });
  });

  it('falls back to "Gagal memverifikasi langganan" for an error without text or an answer that is not a list', async () => {
    const thrown = await verifySubscription(
      9,
      async () => {
        throw new Error('  ');
      },
      FAILED,
    );
    expect(thrown).toEqual({ success: false, reason: FAILED });
    const odd = await verifySubscription(9, () => Promise.reject('offline'), FAILED);
    expect(odd).toEqual({ success: false, reason: FAILED });
    expect(await verifySubscription(9, async () => ({ items: [] }), FAILED)).toEqual({
      success: false,
      reason: FAILED,
    });
  });
});
