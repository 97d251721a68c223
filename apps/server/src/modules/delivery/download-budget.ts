import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { sweepExpiredRows } from '#platform/sweeps.ts';
import { downloadLinkUses } from './tables.ts';

/**
 * When a connection breaks, what was already handed to the socket never arrives, and the resumed request
 * asks for it again. That much may be sent twice: a quarter of the file, at most 4 MiB, so a second full
 * copy is never free.
 */
const IN_FLIGHT_ALLOWANCE_BYTES = 4 * 1024 * 1024;

export const newDownloadLinkId = () => randomBytes(12).toString('base64url');

function budgetFor(sizeBytes: number): number {
  return sizeBytes + Math.min(IN_FLIGHT_ALLOWANCE_BYTES, Math.floor(sizeBytes / 4));
}

/** Addresses live minutes; their rows go an hour at a time after that (see platform/sweeps). */
export function sweepExpiredDownloadLinks(ctx: AppContext): void {
  sweepExpiredRows(ctx, 'delivery.expired-download-links', downloadLinkUses, downloadLinkUses.expiresAt);
}

/**
 * Reserves `length` bytes of what a counted download address may send, atomically, so two requests at
 * once cannot both take the whole file. Refused with DOWNLOAD_LINK_USED once the file was sent.
 */
export async function reserveDownloadBytes(
  ctx: AppContext,
  link: { linkId: string; expiresAt: number },
  sizeBytes: number,
  length: number,
): Promise<void> {
  const reserved = await ctx.db
    .insert(downloadLinkUses)
    .values({
      linkId: link.linkId,
      budgetBytes: budgetFor(sizeBytes),
      sentBytes: length,
      expiresAt: new Date(link.expiresAt * 1000),
    })
    .onConflictDoUpdate({
      target: downloadLinkUses.linkId,
      set: { sentBytes: sql`${downloadLinkUses.sentBytes} + ${length}` },
      setWhere: sql`${downloadLinkUses.sentBytes} + ${length} <= ${downloadLinkUses.budgetBytes}`,
    })
    .returning({ sentBytes: downloadLinkUses.sentBytes });
  if (reserved.length === 0) throw new AppError('DOWNLOAD_LINK_USED');
}

/** A response that ended early gives back what it did not send, so the download can resume. */
export async function returnUnsentBytes(ctx: AppContext, linkId: string, unsent: number): Promise<void> {
  if (unsent <= 0) return;
  await ctx.db
    .update(downloadLinkUses)
    .set({ sentBytes: sql`greatest(${downloadLinkUses.sentBytes} - ${unsent}, 0)` })
    .where(eq(downloadLinkUses.linkId, linkId));
}
