import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app/app.ts';
import { runSweeps } from '#platform/sweeps.ts';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createUser, login, type TestUser } from '#test/factories.ts';
import { shortLinkVisitors } from './tables.ts';
import { COUNTED_CLICKS_PER_VISITOR_DAY, isRobot } from './visitors.ts';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createUser(t.app, t.ctx);
});
afterAll(() => t.app.close());

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; CUBOT X19) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

async function createLink(code: string) {
  const response = await api(t.app, {
    method: 'POST',
    url: '/api/v2/short-links',
    token: owner.token,
    body: { target: `https://contoh.id/${code}`, code },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; code: string };
}

const click = (
  code: string,
  {
    agent = PHONE,
    address = '203.0.113.7',
    referer,
  }: { agent?: string; address?: string; referer?: string } = {},
  app = t.app,
) =>
  app.inject({
    method: 'GET',
    url: `/${code}`,
    remoteAddress: address,
    headers: { 'user-agent': agent, ...(referer ? { referer } : {}) },
  });

async function stats(id: number) {
  owner.token = await login(t.app, owner.email, owner.password);
  const response = await api(t.app, {
    method: 'GET',
    url: `/api/v2/short-links/${id}/stats?days=7`,
    token: owner.token,
  });
  return response.json().data;
}

/** Another process of the app on the same database, with its own click counter. */
async function secondProcess() {
  const { app } = await buildApp(t.ctx.config, { database: t.ctx.database, now: t.clock.now, logger: false });
  await app.ready();
  return app;
}

describe('visitors and repeated clicks', () => {
  it('counts 500 quick redirects from one client with forged referrers as one visitor and a few clicks', async () => {
    const link = await createLink('satu-klien');
    const answers = [];
    for (let i = 0; i < 500; i++) {
      answers.push(await click('satu-klien', { referer: `https://palsu-${i}.example/` }));
    }
    expect(answers.every((answer) => answer.statusCode === 302)).toBe(true);
    await t.app.shortLinkClicks.flush();
    const figures = await stats(link.id);
    expect(figures).toMatchObject({ total: COUNTED_CLICKS_PER_VISITOR_DAY, visitors: 1, redirects: 500 });
    expect(figures.days.at(-1)).toEqual({
      day: '2026-06-01',
      clicks: COUNTED_CLICKS_PER_VISITOR_DAY,
      visitors: 1,
    });
    // The visitor's clicks count for the referrer of their first click, not for 500 forged sites.
    expect(figures.referrers).toEqual([
      { domain: 'palsu-0.example', clicks: COUNTED_CLICKS_PER_VISITOR_DAY },
    ]);
  });

  it('tells visitors apart by address and by browser, and counts each again the next day', async () => {
    const link = await createLink('tiga-orang');
    await click('tiga-orang');
    await click('tiga-orang', { agent: LAPTOP });
    await click('tiga-orang', { address: '198.51.100.4' });
    await click('tiga-orang', { address: '2001:db8::7' });
    await t.app.shortLinkClicks.flush();
    t.clock.advance(86_400_000);
    await click('tiga-orang');
    await t.app.shortLinkClicks.flush();
    const figures = await stats(link.id);
    expect(figures).toMatchObject({ total: 5, visitors: 5, redirects: 5 });
    expect(figures.days.slice(-2).map((d: { visitors: number }) => d.visitors)).toEqual([4, 1]);
  });

  it('keeps the cap and the distinct count across flushes and across processes flushing at once', async () => {
    const link = await createLink('dua-proses');
    const other = await secondProcess();
    try {
      await click('dua-proses');
      await click('dua-proses');
      await t.app.shortLinkClicks.flush();
      await click('dua-proses');
      await click('dua-proses', {}, other);
      await click('dua-proses', {}, other);
      await click('dua-proses', { agent: LAPTOP }, other);
      await Promise.all([t.app.shortLinkClicks.flush(), other.shortLinkClicks.flush()]);
    } finally {
      await other.close();
    }
    const figures = await stats(link.id);
    expect(figures).toMatchObject({ total: COUNTED_CLICKS_PER_VISITOR_DAY + 1, visitors: 2, redirects: 6 });
  });

  it('redirects robots and link previews but counts none of them', async () => {
    const link = await createLink('pratinjau');
    const robots = [
      'WhatsApp/2.23.20.0 A',
      'TelegramBot (like TwitterBot)',
      'Twitterbot/1.0',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; SeoCrawler/3.1)',
      'my-spider 0.1',
    ];
    for (const [i, agent] of robots.entries()) {
      const answer = await click('pratinjau', { agent, address: `192.0.2.${i + 1}` });
      expect(answer.statusCode, agent).toBe(302);
      expect(answer.headers.location).toBe('https://contoh.id/pratinjau');
    }
    await click('pratinjau', { agent: PHONE });
    await t.app.shortLinkClicks.flush();
    expect(await stats(link.id)).toMatchObject({ total: 1, visitors: 1, redirects: robots.length + 1 });
  });

  it('stores no address, only a keyed hash of the day, and sweeps the rows of past days', async () => {
    const link = await createLink('tanpa-ip');
    await click('tanpa-ip', { address: '203.0.113.99' });
    await t.app.shortLinkClicks.flush();
    const rows = await t.ctx.db.select().from(shortLinkVisitors);
    const mine = rows.filter((row) => row.linkId === link.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');

    t.clock.advance(3 * 86_400_000);
    const removed = await runSweeps(t.ctx, (error) => {
      throw error;
    });
    expect(removed['short-links.old-visitors']).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.db.select().from(shortLinkVisitors)).toEqual([]);
    // The day's figures stay.
    owner.token = await login(t.app, owner.email, owner.password);
    expect(await stats(link.id)).toMatchObject({ total: 1, visitors: 1 });
  });
});

describe('hostile clicks', () => {
  it('redirects whatever the browser sends about itself, and counts it at most as one capped visitor', async () => {
    const link = await createLink('aneh');
    const agents = [
      '',
      'x'.repeat(20_000),
      'Bot\u00ff\u00fe',
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '😀'.repeat(50),
    ];
    for (const agent of agents) {
      const answer = await click('aneh', { agent, referer: `https://${'a'.repeat(300)}.example/` });
      expect(answer.statusCode, agent.slice(0, 20)).toBe(302);
    }
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/aneh',
      headers: {
        'user-agent': PHONE,
        'x-forwarded-for': '10.0.0.1, 10.0.0.2',
        referer: 'javascript:alert(1)',
      },
    });
    expect(spoofed.statusCode).toBe(302);
    await t.app.shortLinkClicks.flush();
    const figures = await stats(link.id);
    expect(figures.redirects).toBe(agents.length + 1);
    expect(figures.visitors).toBeLessThanOrEqual(agents.length + 1);
    expect(figures.total).toBeLessThanOrEqual(figures.visitors * COUNTED_CLICKS_PER_VISITOR_DAY);
  });
});

describe('isRobot', () => {
  it('knows people’s browsers from robots', () => {
    expect(isRobot(PHONE)).toBe(false);
    expect(isRobot(LAPTOP)).toBe(false);
    expect(isRobot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) [FBAN/FBIOS;FBAV/440.0]')).toBe(
      false,
    );
    expect(isRobot('Mozilla/5.0 (compatible; YandexBot/3.0)')).toBe(true);
    expect(isRobot('Pinterestbot/1.0')).toBe(true);
  });
});
