import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bareApp } from '#test/bare-app.ts';
import type { Principal } from './auth-guard.ts';
import { accessChecksFirst, requireAuth } from './auth-guard.ts';
import { AppError } from './errors.ts';

const member = {
  userId: 1,
  roles: ['members'],
  emailVerified: true,
  user: { language: 'id' },
} as unknown as Principal;

function appWithMember() {
  const app = bareApp();
  app.decorate('authenticate', async (request) => {
    if (request.headers.authorization !== 'Bearer member') throw new AppError('UNAUTHENTICATED');
    return member;
  });
  return app;
}

describe('access checks', () => {
  it('run before the body is validated: a caller without the role learns nothing of the schema', async () => {
    const app = appWithMember();
    await app.register(accessChecksFirst);
    app.post(
      '/settlements',
      { onRequest: requireAuth({ roles: ['admin'] }), schema: { body: z.object({ amount: z.number() }) } },
      async () => ({ ok: true }),
    );
    await app.ready();
    const asMember = await app.inject({
      method: 'POST',
      url: '/settlements',
      headers: { authorization: 'Bearer member' },
      payload: { amount: 'lots', extra: true },
    });
    expect(asMember.statusCode, asMember.body).toBe(403);
    expect(asMember.json()).not.toHaveProperty('details');
    const asGuest = await app.inject({
      method: 'POST',
      url: '/settlements',
      payload: '{broken',
      headers: { 'content-type': 'application/json' },
    });
    expect(asGuest.statusCode).toBe(401);
    await app.close();
  });

  it('refuse to start a route that checks access after parsing', async () => {
    const app = appWithMember();
    await app.register(accessChecksFirst);
    expect(() => app.post('/late', { preHandler: requireAuth() }, async () => ({ ok: true }))).toThrow(
      'POST /late: access checks belong in onRequest, not preHandler',
    );
    await app.close();
  });
});
