import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Config } from '#app/config.ts';
import type { Database, DbOrTx } from '#db/client.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { readPdfInfo } from '#platform/media/read-pdf-info.ts';
import { pipeToFile } from '#platform/pipe-to-file.ts';
import type { Storage } from '#platform/storage/storage.ts';
import { ConverterMissingError, convertToPdf, findExecutable } from './soffice.ts';
import { deckRenditions } from './tables.ts';

export const CONVERT_JOB = 'deck-renditions.convert';
export const BACKFILL_JOB = 'deck-renditions.backfill';

export type RenditionStatus = 'pending' | 'ready' | 'unavailable';

/** What a viewer needs to know of a deck's PDF: whether it is there, and where and how long it is. */
export type Rendition = {
  status: RenditionStatus;
  pdfKey: string | null;
  pageCount: number | null;
  sizeBytes: number | null;
};

/** Lists the storage keys of every PowerPoint deck a module keeps, for the start-up pass. */
export type DeckSource = (db: Database) => Promise<string[]>;

/** A deck LibreOffice failed on twice is shown as text; a third try would fail the same way. */
const MAX_ATTEMPTS = 2;
/** A rendition whose source no module lists any more is removed, once it is older than this. */
const ORPHAN_AGE_MS = 60 * 60_000;

type Row = typeof deckRenditions.$inferSelect;

const toRendition = (row: Row): Rendition => ({
  status: row.status as RenditionStatus,
  pdfKey: row.status === 'ready' ? row.pdfKey : null,
  pageCount: row.status === 'ready' ? row.pageCount : null,
  sizeBytes: row.status === 'ready' ? row.sizeBytes : null,
});

/**
 * PowerPoint decks drawn as PDFs with LibreOffice headless, so the viewers draw the real slides with pdf.js.
 * A module asks for a rendition of a stored PPTX in the transaction that stores it; a job converts it in the
 * background and stores the PDF next to the original. Conversions are limited per process (each LibreOffice
 * takes a core): a job that finds the limit reached leaves its deck to the conversions running, which take
 * every pending deck before they stop. Without LibreOffice a deck is marked unavailable and the viewers show
 * its text; the start-up pass tries those again, so installing it later is enough.
 */
export class DeckRenditions {
  private readonly sources: DeckSource[] = [];
  private active = 0;
  /** A job came while the limit was reached: the running conversions look for pending decks once more. */
  private askedAgain = false;
  private stopping = false;
  private readonly running = new Set<AbortController>();

  constructor(
    private readonly deps: {
      db: Database;
      storage: Storage;
      jobs: JobQueue;
      now: () => Date;
      config: Config['deckRenditions'];
      /** Where the per-run folders go (DATA_DIR/tmp). */
      tmpDir: string;
      onError: (error: unknown, message: string) => void;
    },
  ) {
    deps.jobs.handle(CONVERT_JOB, () => this.convertPending());
    deps.jobs.handle(BACKFILL_JOB, () => this.backfill());
  }

  /** A module that keeps decks says how to list them, so decks stored before renditions existed get one. */
  addSource(list: DeckSource): void {
    this.sources.push(list);
  }

  /**
   * Asks for renditions of stored PPTX decks, in the caller's transaction: the job exists exactly when the
   * deck does. A key that has one already is left as it is.
   */
  async request(tx: DbOrTx, sourceKeys: string[]): Promise<void> {
    if (sourceKeys.length === 0) return;
    const now = this.deps.now();
    const created = await tx
      .insert(deckRenditions)
      .values(sourceKeys.map((sourceKey) => ({ sourceKey, createdAt: now, updatedAt: now })))
      .onConflictDoNothing({ target: deckRenditions.sourceKey })
      .returning({ id: deckRenditions.id });
    if (created.length > 0) await this.deps.jobs.enqueue(tx, CONVERT_JOB, {});
  }

  /** The renditions of these decks, by source key; a deck never asked for is missing from the map. */
  async find(db: DbOrTx, sourceKeys: string[]): Promise<Map<string, Rendition>> {
    if (sourceKeys.length === 0) return new Map();
    const rows = await db.select().from(deckRenditions).where(inArray(deckRenditions.sourceKey, sourceKeys));
    return new Map(rows.map((row) => [row.sourceKey, toRendition(row)]));
  }

  /** What a viewer shows: the renditions of these decks, asked for now where none was (it is then pending). */
  async ensure(sourceKeys: string[]): Promise<Map<string, Rendition>> {
    const found = await this.find(this.deps.db, sourceKeys);
    const missing = sourceKeys.filter((key) => !found.has(key));
    if (missing.length === 0) return found;
    await this.deps.db.transaction((tx) => this.request(tx, missing));
    return this.find(this.deps.db, sourceKeys);
  }

  /**
   * Forgets the renditions of decks that were deleted or replaced and removes their PDFs. A conversion still
   * running for one finds its row gone and removes what it made.
   */
  async discard(sourceKeys: string[]): Promise<void> {
    if (sourceKeys.length === 0) return;
    const removed = await this.deps.db
      .delete(deckRenditions)
      .where(inArray(deckRenditions.sourceKey, sourceKeys))
      .returning({ pdfKey: deckRenditions.pdfKey });
    await Promise.all(removed.map(({ pdfKey }) => (pdfKey ? this.deps.storage.delete(pdfKey) : undefined)));
  }

  /** At start: one pass over every deck, whichever process starts first in this minute. */
  async start(): Promise<void> {
    const slot = Math.floor(this.deps.now().getTime() / 60_000);
    await this.deps.jobs.enqueue(this.deps.db, BACKFILL_JOB, {}, { uniqueKey: `${BACKFILL_JOB}:${slot}` });
  }

  /** Stops taking pending decks and kills the conversions running, whose decks wait for the next process. */
  stop(): void {
    this.stopping = true;
    for (const controller of this.running) controller.abort();
  }

  /**
   * The start-up pass: asks for renditions of decks that have none (stored before this existed); tries again
   * the decks marked unavailable for want of LibreOffice, when it can now be found; wakes the conversion of
   * decks a stopped process left half-done; and removes renditions of decks no module lists any more.
   */
  async backfill(): Promise<void> {
    const { db, jobs, now } = this.deps;
    const listed = new Set((await Promise.all(this.sources.map((list) => list(db)))).flat());
    const known = await db
      .select({ sourceKey: deckRenditions.sourceKey, createdAt: deckRenditions.createdAt })
      .from(deckRenditions);
    const knownKeys = new Set(known.map((row) => row.sourceKey));
    const missing = [...listed].filter((key) => !knownKeys.has(key));
    for (let start = 0; start < missing.length; start += 500) {
      await db.transaction((tx) => this.request(tx, missing.slice(start, start + 500)));
    }
    if (await findExecutable(this.deps.config.sofficePath)) {
      const retried = await db
        .update(deckRenditions)
        .set({ status: 'pending', reason: null, attempts: 0, lockedUntil: null, updatedAt: now() })
        .where(and(eq(deckRenditions.status, 'unavailable'), eq(deckRenditions.reason, 'no-converter')))
        .returning({ id: deckRenditions.id });
      if (retried.length > 0) await jobs.enqueue(db, CONVERT_JOB, {});
    }
    // Decks a stopped process held: their conversion is woken when its hold lapses.
    const [held] = await db
      .select({ until: sql<Date | null>`max(${deckRenditions.lockedUntil})` })
      .from(deckRenditions)
      .where(and(eq(deckRenditions.status, 'pending'), isNotNull(deckRenditions.lockedUntil)));
    const pendingFree = await db
      .select({ id: deckRenditions.id })
      .from(deckRenditions)
      .where(and(eq(deckRenditions.status, 'pending'), isNull(deckRenditions.lockedUntil)))
      .limit(1);
    if (pendingFree.length > 0) await jobs.enqueue(db, CONVERT_JOB, {});
    if (held?.until) await jobs.enqueue(db, CONVERT_JOB, {}, { runAt: new Date(held.until) });
    const cutoff = now().getTime() - ORPHAN_AGE_MS;
    const orphans = known
      .filter((row) => !listed.has(row.sourceKey) && row.createdAt.getTime() < cutoff)
      .map((row) => row.sourceKey);
    for (let start = 0; start < orphans.length; start += 500) {
      await this.discard(orphans.slice(start, start + 500));
    }
  }

  /**
   * Converts pending decks one after another until none is left, up to the limit of conversions at once in
   * this process; past it the job ends at once and the running conversions look again before they stop.
   */
  private async convertPending(): Promise<void> {
    if (this.active >= this.deps.config.concurrency) {
      this.askedAgain = true;
      return;
    }
    this.active += 1;
    try {
      while (!this.stopping) {
        const row = await this.claim();
        if (!row) {
          if (!this.askedAgain) return;
          this.askedAgain = false;
          continue;
        }
        await this.convert(row);
      }
    } finally {
      this.active -= 1;
    }
  }

  /** Takes the oldest pending deck no live process holds (SKIP LOCKED keeps two processes off one deck). */
  private async claim(): Promise<Row | undefined> {
    const { db, now, config } = this.deps;
    const at = now();
    const due = db
      .select({ id: deckRenditions.id })
      .from(deckRenditions)
      .where(
        and(
          eq(deckRenditions.status, 'pending'),
          or(isNull(deckRenditions.lockedUntil), lte(deckRenditions.lockedUntil, at)),
        ),
      )
      .orderBy(deckRenditions.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(deckRenditions)
      .set({
        lockedUntil: new Date(at.getTime() + config.timeoutMs + 5 * 60_000),
        attempts: sql`${deckRenditions.attempts} + 1`,
      })
      .where(sql`${deckRenditions.id} = (${due})`)
      .returning();
    return row;
  }

  private async convert(row: Row): Promise<void> {
    const { db, storage, now, config } = this.deps;
    if (row.attempts > MAX_ATTEMPTS) {
      await this.markUnavailable(row, 'failed');
      return;
    }
    await mkdir(this.deps.tmpDir, { recursive: true });
    const workDir = await mkdtemp(path.join(this.deps.tmpDir, 'rendition-'));
    const controller = new AbortController();
    this.running.add(controller);
    try {
      const source = await storage.read(row.sourceKey);
      if (!source) {
        // The deck went while it waited; nothing to show it for.
        await db.delete(deckRenditions).where(eq(deckRenditions.id, row.id));
        return;
      }
      const input = path.join(workDir, 'deck.pptx');
      await pipeToFile(input, source.body);
      const pdf = await convertToPdf({
        sofficePath: config.sofficePath,
        input,
        workDir,
        timeoutMs: config.timeoutMs,
        signal: controller.signal,
      });
      const { pageCount } = await readPdfInfo(pdf);
      const pdfKey = `${row.sourceKey.replace(/\.[A-Za-z0-9]{1,5}$/, '')}-slides-${randomBytes(6).toString('hex')}.pdf`;
      await storage.putFile(pdfKey, pdf, 'application/pdf');
      const { size } = await stat(pdf);
      const [done] = await db
        .update(deckRenditions)
        .set({
          status: 'ready',
          reason: null,
          pdfKey,
          pageCount,
          sizeBytes: size,
          lockedUntil: null,
          updatedAt: now(),
        })
        .where(and(eq(deckRenditions.id, row.id), eq(deckRenditions.status, 'pending')))
        .returning({ id: deckRenditions.id });
      // Discarded meanwhile (the deck was replaced or deleted): the PDF has no one to show it to.
      if (!done) await storage.delete(pdfKey);
    } catch (error) {
      if (controller.signal.aborted) {
        // Stopped with the process: the next one takes it again, this try not counted.
        await db
          .update(deckRenditions)
          .set({ lockedUntil: null, attempts: sql`greatest(${deckRenditions.attempts} - 1, 0)` })
          .where(eq(deckRenditions.id, row.id));
      } else if (error instanceof ConverterMissingError) {
        await this.markUnavailable(row, 'no-converter');
      } else {
        this.deps.onError(error, `deck ${row.sourceKey} could not be drawn as PDF`);
        if (row.attempts >= MAX_ATTEMPTS) await this.markUnavailable(row, 'failed');
        // Tried again at once by this loop.
        else
          await db
            .update(deckRenditions)
            .set({ lockedUntil: null, updatedAt: now() })
            .where(eq(deckRenditions.id, row.id));
      }
    } finally {
      this.running.delete(controller);
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async markUnavailable(row: Row, reason: 'no-converter' | 'failed'): Promise<void> {
    await this.deps.db
      .update(deckRenditions)
      .set({ status: 'unavailable', reason, lockedUntil: null, updatedAt: this.deps.now() })
      .where(and(eq(deckRenditions.id, row.id), eq(deckRenditions.status, 'pending')));
  }
}
