import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createUser, subscribe, type TestUser } from '#test/factories.ts';

/** The overview counts every request there is: this file has an app, and so a database, of its own. */
let t: TestApp;
let admin: TestUser;
let member: TestUser;
let vip: TestUser;

const as = (user: TestUser, method: 'GET' | 'POST', url: string, body?: unknown) =>
  api(t.app, { method, url: `/api/v2${url}`, token: user.token, body });
const overview = async () => (await as(admin, 'GET', '/support/overview')).json().data;
const request = (subject: string) => ({
  type: 'general',
  subject,
  message: 'Mohon bantuannya untuk hal ini.',
});
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, member, vip] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
  ]);
  await subscribe(t.ctx, vip, 11); // All VIP carries priority_support
});
afterAll(() => t.app.close());

describe('GET /support/overview', () => {
  it('is empty with both priorities when nothing waits', async () => {
    expect(await overview()).toEqual({
      by_priority: [
        {
          priority: 'priority',
          waiting: 0,
          overdue: 0,
          oldest_waiting_since: null,
          oldest_waiting_minutes: null,
        },
        {
          priority: 'normal',
          waiting: 0,
          overdue: 0,
          oldest_waiting_since: null,
          oldest_waiting_minutes: null,
        },
      ],
      unassigned: 0,
    });
  });

  it('counts what waits per priority, what is past its promise, and how long the oldest has waited', async () => {
    const start = t.clock.now();
    const answeredLater = (await as(member, 'POST', '/support/requests', request('Dijawab nanti'))).json()
      .data;
    t.clock.advance(30 * 60_000);
    const priority = (await as(vip, 'POST', '/support/requests', request('Prioritas'))).json().data;
    const assigned = (await as(member, 'POST', '/support/requests', request('Ditugaskan'))).json().data;
    await as(admin, 'POST', `/support/requests/${assigned.id}/assign`, { assignee_id: admin.id });
    await as(admin, 'POST', `/support/requests/${answeredLater.id}/answers`, {
      message: 'Ini jawaban kami.',
    });
    t.clock.advance(HOUR);

    expect(await overview()).toEqual({
      by_priority: [
        {
          priority: 'priority',
          waiting: 1,
          overdue: 0,
          oldest_waiting_since: new Date(start.getTime() + 30 * 60_000).toISOString(),
          oldest_waiting_minutes: 60,
        },
        {
          priority: 'normal',
          waiting: 1,
          overdue: 0,
          oldest_waiting_since: new Date(start.getTime() + 30 * 60_000).toISOString(),
          oldest_waiting_minutes: 60,
        },
      ],
      unassigned: 1,
    });

    // The sender writes back: the answered request waits again, from now.
    await as(member, 'POST', `/support/requests/mine/${answeredLater.id}/replies`, {
      message: 'Belum berhasil juga.',
    });
    const normal = (await overview()).by_priority[1];
    expect(normal).toMatchObject({ waiting: 2, oldest_waiting_minutes: 60 });

    // A day later (Tuesday afternoon in Jakarta) the priority promise of four working hours is broken; two
    // working days are not over yet.
    t.clock.advance(22 * HOUR);
    const late = await overview();
    expect(late.by_priority[0]).toMatchObject({ waiting: 1, overdue: 1, oldest_waiting_minutes: 23 * 60 });
    expect(late.by_priority[1]).toMatchObject({ waiting: 2, overdue: 0 });
    expect(late.unassigned).toBe(2);

    await as(admin, 'POST', `/support/requests/${priority.id}/close`);
    expect((await overview()).by_priority[0]).toEqual({
      priority: 'priority',
      waiting: 0,
      overdue: 0,
      oldest_waiting_since: null,
      oldest_waiting_minutes: null,
    });
  });
});
