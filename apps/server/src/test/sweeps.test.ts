import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadLinkUses,
  emailVerificationTokens,
  lmsCourses,
  lmsEmailTokens,
  sessions,
  slideSourceUploads,
} from '#db/schema.ts';
import { runSweeps } from '#platform/sweeps.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { createUser } from './factories.ts';

/** The modules' sweeps, as housekeeping runs them: what is past its use goes, the rest stays. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
const ahead = (ms: number) => new Date(t.clock.now().getTime() + ms);

describe('sweeps of expired rows', () => {
  it('removes expired sessions, uploads and download links, and single-use links a month past expiry', async () => {
    const user = await createUser(t.app, t.ctx);
    const [course] = await t.ctx.db
      .insert(lmsCourses)
      .values({ trainerId: user.id, slug: 'kelas-sapu', title: 'Kelas Sapu' })
      .returning({ id: lmsCourses.id });
    const courseId = course?.id ?? 0;
    await t.ctx.db.insert(sessions).values([
      { id: 'sesi-lama', userId: user.id, expiresAt: ago(1) },
      { id: 'sesi-hidup', userId: user.id, expiresAt: ahead(DAY) },
    ]);
    await t.ctx.db.insert(emailVerificationTokens).values([
      { userId: user.id, tokenHash: 'tautan-bulan-lalu', expiresAt: ago(31 * DAY) },
      // Expired last week: following it still says "expired", so it stays.
      { userId: user.id, tokenHash: 'tautan-minggu-lalu', expiresAt: ago(7 * DAY) },
    ]);
    await t.ctx.db.insert(lmsEmailTokens).values([
      { userId: user.id, courseId, tokenHash: 'kelas-bulan-lalu', expiresAt: ago(31 * DAY) },
      { userId: user.id, courseId, tokenHash: 'kelas-besok', expiresAt: ahead(DAY) },
    ]);
    const upload = { userId: user.id, fileName: 'a.pdf', markdown: '# A', pageCount: 1, wordCount: 1 };
    await t.ctx.db.insert(slideSourceUploads).values([
      { ...upload, id: 'unggahan-kemarin', headings: [], expiresAt: ago(1) },
      { ...upload, id: 'unggahan-hari-ini', headings: [], expiresAt: ahead(DAY) },
    ]);
    await t.ctx.db.insert(downloadLinkUses).values([
      { linkId: 'unduhan-lewat', budgetBytes: 10, expiresAt: ago(1) },
      { linkId: 'unduhan-berlaku', budgetBytes: 10, expiresAt: ahead(60_000) },
    ]);

    const failures: string[] = [];
    const removed = await runSweeps(t.ctx, (_error, name) => failures.push(name));

    expect(failures).toEqual([]);
    expect(removed).toMatchObject({
      'auth.expired-sessions': 1,
      'auth.old-verification-links': 1,
      'lms.old-verification-links': 1,
      'slides.expired-source-uploads': 1,
      'delivery.expired-download-links': 1,
    });
    expect((await t.ctx.db.select().from(sessions)).map((row) => row.id)).toContain('sesi-hidup');
    expect((await t.ctx.db.select().from(sessions)).map((row) => row.id)).not.toContain('sesi-lama');
    expect((await t.ctx.db.select().from(emailVerificationTokens)).map((row) => row.tokenHash)).toEqual([
      'tautan-minggu-lalu',
    ]);
    expect((await t.ctx.db.select().from(lmsEmailTokens)).map((row) => row.tokenHash)).toEqual([
      'kelas-besok',
    ]);
    expect((await t.ctx.db.select().from(slideSourceUploads)).map((row) => row.id)).toEqual([
      'unggahan-hari-ini',
    ]);
    expect((await t.ctx.db.select().from(downloadLinkUses)).map((row) => row.linkId)).toEqual([
      'unduhan-berlaku',
    ]);
    // Nothing left to sweep: a second run removes nothing.
    expect(Object.values(await runSweeps(t.ctx, () => undefined)).every((n) => n === 0)).toBe(true);
  });
});
