import { describe, expect, it } from 'vitest';
import { lastMailTo } from '#test/factories.ts';
import { ledgerImbalance } from './index.ts';
import {
  admin,
  BANK,
  balanceOf,
  creatorWithEarnings,
  get,
  send,
  t,
  useSettlementsSuite,
} from './test-kit.ts';

/**
 * The admin's payout queue: paying once with a reference, cancelling with a reason, a pay and a cancel sent
 * together, mails to the creator, filters and search, and the values each action needs.
 */

useSettlementsSuite();

describe('the admin queue', () => {
  it('pays a request once, with the reference, and tells the creator', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    const { id } = (
      await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 70_000 })
    ).json().data;
    const queue = (await get('/admin/settlements?status=pending', admin.token)).json().data;
    expect(queue.items.map((s: { id: number }) => s.id)).toContain(id);
    expect(queue.pending_count).toBeGreaterThanOrEqual(1);
    expect(queue.items.find((s: { id: number }) => s.id === id).creator).toMatchObject({
      id: creator.id,
      email: creator.email,
    });

    const paid = await send('PUT', `/admin/settlements/${id}/pay`, admin.token, {
      transfer_reference: 'TRF-BCA-0001',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'paid',
      transfer_reference: 'TRF-BCA-0001',
      paid_at: expect.any(String),
    });
    const mail = await lastMailTo(t.app, creator.email);
    expect(mail.subject).toBe('Pencairan Rp 70.000 sudah ditransfer');
    expect(mail.text).toContain('TRF-BCA-0001');
    expect(await balanceOf(creator)).toMatchObject({
      balance: 0,
      available: 0,
      pending_settlements: 0,
      paid_out: 70_000,
    });

    const again = await send('PUT', `/admin/settlements/${id}/pay`, admin.token, {
      transfer_reference: 'TRF-BCA-0002',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SETTLEMENT_NOT_PENDING');
    const cancel = await send('PUT', `/admin/settlements/${id}/cancel`, admin.token, { reason: 'Terlambat' });
    expect(cancel.statusCode).toBe(409);

    const revenue = (await get('/publisher/settlements/paid-revenue', creator.token)).json().data;
    expect(revenue).toMatchObject({
      total_paid: 70_000,
      total: 1,
      items: [expect.objectContaining({ id, status: 'paid' })],
    });
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);
  });

  it('cancels a request with a reason: the money returns to the balance', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    const { id } = (
      await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 60_000 })
    ).json().data;
    const cancelled = await send('PUT', `/admin/settlements/${id}/cancel`, admin.token, {
      reason: 'Nama rekening tidak cocok.',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', note: 'Nama rekening tidak cocok.' });
    expect((await lastMailTo(t.app, creator.email)).text).toContain('Nama rekening tidak cocok.');
    expect(await balanceOf(creator)).toMatchObject({
      balance: 70_000,
      available: 70_000,
      pending_settlements: 0,
    });
    expect(
      (await send('PUT', `/admin/settlements/${id}/cancel`, admin.token, { reason: 'Lagi' })).statusCode,
    ).toBe(409);
    expect(
      (await send('PUT', `/admin/settlements/${id}/pay`, admin.token, { transfer_reference: 'TRF-1' }))
        .statusCode,
    ).toBe(409);
  });

  it('lets only one of a pay and a cancel sent together through', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    const { id } = (
      await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 60_000 })
    ).json().data;
    const responses = await Promise.all([
      send('PUT', `/admin/settlements/${id}/pay`, admin.token, { transfer_reference: 'TRF-A' }),
      send('PUT', `/admin/settlements/${id}/cancel`, admin.token, { reason: 'Batal saja' }),
      send('PUT', `/admin/settlements/${id}/pay`, admin.token, { transfer_reference: 'TRF-B' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ledgerImbalance(t.ctx.db)).toBe(0);
  });

  it('mails the creator an admin message about a request', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    const { id } = (
      await send('POST', '/publisher/settlements', creator.token, { ...BANK, amount: 60_000 })
    ).json().data;
    const response = await send('POST', `/admin/settlements/${id}/email`, admin.token, {
      subject: 'Data rekening',
      message: 'Mohon periksa kembali nomor rekening Anda.',
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(t.app, creator.email);
    expect(mail.subject).toBe('Data rekening');
    expect(mail.text).toContain('Mohon periksa kembali nomor rekening Anda.');
    expect(mail.text).toContain(`#${id}`);
    expect(
      (
        await send('POST', '/admin/settlements/999999/email', admin.token, {
          subject: 'Halo',
          message: 'Pesan',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('filters by status and searches by creator', async () => {
    const { creator } = await creatorWithEarnings([100_000]);
    await send('POST', '/publisher/settlements', creator.token, {
      ...BANK,
      amount: 60_000,
      account_name: 'Rekening Unik Sekali',
    });
    const found = (await get('/admin/settlements?q=unik%20sekali', admin.token)).json().data;
    expect(found.items).toHaveLength(1);
    const byEmail = (
      await get(`/admin/settlements?q=${encodeURIComponent(creator.email)}`, admin.token)
    ).json().data;
    expect(byEmail.items.every((s: { creator: { id: number } }) => s.creator.id === creator.id)).toBe(true);
    const cancelled = (await get('/admin/settlements?status=cancelled', admin.token)).json().data;
    expect(cancelled.items.every((s: { status: string }) => s.status === 'cancelled')).toBe(true);
    expect((await get('/admin/settlements?status=done', admin.token)).statusCode).toBe(400);
    expect((await get('/admin/settlements?pageSize=500', admin.token)).statusCode).toBe(400);
  });

  it('needs the right values to pay, cancel or write', async () => {
    const cases: [string, unknown][] = [
      ['/admin/settlements/1/pay', {}],
      ['/admin/settlements/1/pay', { transfer_reference: 'ab' }],
      ['/admin/settlements/1/pay', { transfer_reference: 'TRF-1', amount: 5 }],
      ['/admin/settlements/1/cancel', { reason: '' }],
      ['/admin/settlements/abc/cancel', { reason: 'Alasan jelas' }],
    ];
    for (const [url, body] of cases) {
      const response = await send('PUT', url, admin.token, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
    }
    expect(
      (await send('POST', '/admin/settlements/1/email', admin.token, { subject: 'Hi' })).statusCode,
    ).toBe(400);
    expect(
      (await send('PUT', '/admin/settlements/999999/pay', admin.token, { transfer_reference: 'TRF-9' }))
        .statusCode,
    ).toBe(404);
  });
});
