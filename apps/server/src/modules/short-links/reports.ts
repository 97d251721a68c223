import type { BlockedHost, ReportedShortLink, ShortLinkReportCreate } from '@pustaka/contract';
import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { findUserContacts } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { overLimit } from '#platform/rate-limit/rate-limiter.ts';
import { canonicalHost, isIpHost } from '#platform/safe-fetch/host-name.ts';
import { normaliseCode } from './codes.ts';
import { SHORT_LINK_CHANGED } from './links.ts';
import { shortLinkBlockedHosts, shortLinkReports, shortLinks } from './tables.ts';

/** Reports per address per hour: a person reports a few links; a script reporting hundreds is refused. */
export const REPORTS_PER_HOUR = { max: 10, windowMs: 60 * 60_000 };

/** `https://pustaka.id/abc`, `pustaka.id/abc`, `/abc` or `abc`: the code at the end. */
function codeOf(link: string): string {
  const path = link.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^[^/]*\.[^/]*\//, '/');
  const segment = path.replace(/^\/+|[?#].*$|\/+$/g, '');
  return normaliseCode(segment);
}

/** Anyone may report a link; an unknown code is a 404 so a report always names a real link. */
export async function reportShortLink(
  ctx: AppContext,
  input: ShortLinkReportCreate,
  reporter: { ip: string; userId: number | undefined },
): Promise<void> {
  const { allowed, retryAfterMs } = await ctx.rateLimiter.consume(
    `short-links:report:${reporter.ip}`,
    REPORTS_PER_HOUR,
  );
  if (!allowed) throw overLimit(retryAfterMs);
  const [link] = await ctx.db
    .select({ id: shortLinks.id })
    .from(shortLinks)
    .where(eq(shortLinks.code, codeOf(input.link)));
  if (!link) throw new AppError('NOT_FOUND');
  await ctx.db.insert(shortLinkReports).values({
    linkId: link.id,
    reason: input.reason,
    reporterId: reporter.userId ?? null,
    reporterIp: reporter.ip,
    createdAt: ctx.now(),
  });
}

/** Reported links, those with unresolved reports first, then the most recently reported. */
export async function listReportedLinks(
  ctx: AppContext,
  page: number,
  pageSize: number,
): Promise<{ items: ReportedShortLink[]; page: number; pageSize: number; total: number }> {
  const open = sql<number>`count(*) filter (where ${shortLinkReports.resolvedAt} is null)::int`;
  const last = max(shortLinkReports.createdAt);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select({
        link: shortLinks,
        reports: sql<number>`count(*)::int`,
        open,
        last,
        lastReason: sql<string>`(array_agg(${shortLinkReports.reason} order by ${shortLinkReports.id} desc))[1]`,
      })
      .from(shortLinkReports)
      .innerJoin(shortLinks, eq(shortLinks.id, shortLinkReports.linkId))
      .groupBy(shortLinks.id)
      .orderBy(desc(sql`(${open}) > 0`), desc(last), desc(shortLinks.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ total: sql<number>`count(distinct ${shortLinkReports.linkId})::int` })
      .from(shortLinkReports),
  ]);
  const owners = await findUserContacts(
    ctx.db,
    rows.map((row) => row.link.userId),
  );
  return {
    items: rows.map(({ link, reports, open, last, lastReason }) => ({
      id: link.id,
      code: link.code,
      target: link.target,
      status: link.status,
      disabled_by: link.disabledBy ?? null,
      owner_email: owners.get(link.userId)?.email ?? '',
      reports,
      open_reports: open,
      last_reason: lastReason,
      last_reported_at: new Date(last ?? 0).toISOString(),
    })),
    page,
    pageSize,
    total: totals?.total ?? 0,
  };
}

/**
 * An admin's decision on a link: disable it (its owner cannot switch it back on), enable it again, or
 * dismiss its reports. Each resolves the link's open reports.
 */
export async function actOnLink(
  ctx: AppContext,
  id: number,
  action: 'disable' | 'enable' | 'dismiss',
): Promise<void> {
  const code = await ctx.db.transaction(async (tx) => {
    const [link] = await tx.select().from(shortLinks).where(eq(shortLinks.id, id)).for('update');
    if (!link) throw new AppError('NOT_FOUND');
    const now = ctx.now();
    if (action === 'disable') {
      await tx
        .update(shortLinks)
        .set({ status: 'disabled', disabledBy: 'admin', updatedAt: now })
        .where(eq(shortLinks.id, id));
    } else if (action === 'enable') {
      await tx
        .update(shortLinks)
        .set({ status: 'active', disabledBy: null, updatedAt: now })
        .where(eq(shortLinks.id, id));
    }
    await tx
      .update(shortLinkReports)
      .set({ resolvedAt: now })
      .where(and(eq(shortLinkReports.linkId, id), isNull(shortLinkReports.resolvedAt)));
    return link.code;
  });
  await ctx.events.publish(SHORT_LINK_CHANGED, code);
}

export async function listBlockedHosts(ctx: AppContext): Promise<BlockedHost[]> {
  const rows = await ctx.db.select().from(shortLinkBlockedHosts).orderBy(shortLinkBlockedHosts.host);
  const fromSetting = ctx.config.shortLinks.blockedHosts.map((host) => ({
    host,
    note: 'SHORT_LINK_BLOCKED_HOSTS',
    created_at: new Date(0).toISOString(),
  }));
  return [
    ...fromSetting,
    ...rows.map((row) => ({ host: row.host, note: row.note, created_at: row.createdAt.toISOString() })),
  ];
}

/**
 * A host name as the block-list keeps it: its canonical spelling (see canonicalHost: IDN as ASCII, IPs in one
 * form, no trailing dots), without a scheme, path, port or leading `*.`.
 */
export function blockedHostOf(raw: string): string {
  let text = raw.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  text = text.startsWith('[') ? text.replace(/\].*$/, ']') : text.replace(/[/?#:].*$/, '');
  const host = canonicalHost(text.replace(/^\*?\./, ''));
  if (!host) throw new AppError('SHORT_LINK_TARGET_INVALID');
  if (!isIpHost(host) && !/^(?=.{3,253}$)[a-z0-9_-]+(\.[a-z0-9_-]+)+$/.test(host)) {
    throw new AppError('SHORT_LINK_TARGET_INVALID');
  }
  return host;
}

/** Adds a host to the block-list; links already pointing there stay until an admin disables them. */
export async function addBlockedHost(
  ctx: AppContext,
  input: { host: string; note: string },
  adminId: number,
): Promise<BlockedHost> {
  const host = blockedHostOf(input.host);
  const [row] = await ctx.db
    .insert(shortLinkBlockedHosts)
    .values({ host, note: input.note, createdBy: adminId, createdAt: ctx.now() })
    .onConflictDoUpdate({ target: shortLinkBlockedHosts.host, set: { note: input.note } })
    .returning();
  if (!row) throw new Error('blocked host was not stored');
  return { host: row.host, note: row.note, created_at: row.createdAt.toISOString() };
}

export async function removeBlockedHost(ctx: AppContext, raw: string): Promise<void> {
  const [row] = await ctx.db
    .delete(shortLinkBlockedHosts)
    .where(eq(shortLinkBlockedHosts.host, canonicalHost(raw) ?? raw.trim().toLowerCase()))
    .returning({ host: shortLinkBlockedHosts.host });
  if (!row) throw new AppError('NOT_FOUND');
}
