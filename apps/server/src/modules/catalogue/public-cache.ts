import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** A stored answer: the body already encoded, so a hit writes bytes and computes nothing. */
type Entry = { body: Buffer; etag: string; storedAt: number; headers: Record<string, string> };

/**
 * Serialized answers of the public catalogue endpoints, kept for a few seconds and dropped on every
 * catalogue change (the EventBus tells every process). The home page and the catalogue are read far more
 * often than they change: this turns a database query per visitor into one per change. Answers carry an
 * ETag, so browsers revalidate with a 304 and no body.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Entry>>();
  /** The same entries by the exact URL asked for, for `serveFresh`. */
  private readonly byUrl = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 2_000,
  ) {}

  private readonly values = new Map<string, { value: Promise<number>; storedAt: number }>();

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
    this.values.clear();
    this.byUrl.clear();
  }

  /**
   * A number worth keeping a little longer than a page (a list's total, which paging and sorting do not
   * change); emptied with everything else on a catalogue change.
   */
  remember(key: string, compute: () => Promise<number>, ttlMs = 60_000): Promise<number> {
    const now = Date.now();
    const cached = this.values.get(key);
    if (cached && now - cached.storedAt < ttlMs) return cached.value;
    if (this.values.size >= this.maxEntries) {
      const oldest = this.values.keys().next().value;
      if (oldest !== undefined) this.values.delete(oldest);
    }
    const value = compute();
    this.values.set(key, { value, storedAt: now });
    // A failed count must not be remembered.
    value.catch(() => this.values.delete(key));
    return value;
  }

  /**
   * A route's `onRequest` hook: a URL answered moments ago is answered again from memory before its query
   * string is parsed and validated and before the handler runs. Only URLs that passed validation and were
   * answered by `respond` are stored, so this changes no answer, only how fast it comes.
   */
  readonly serveFresh = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const entry = this.byUrl.get(request.url);
    if (entry && Date.now() - entry.storedAt < this.ttlMs) {
      this.write(request, reply, entry);
      return;
    }
    done();
  };

  async respond(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const generation = this.generation;
    const entry = await this.get(key, produce);
    if (generation === this.generation && this.entries.get(key) === entry) {
      if (this.byUrl.size >= this.maxEntries) {
        const oldest = this.byUrl.keys().next().value;
        if (oldest !== undefined) this.byUrl.delete(oldest);
      }
      this.byUrl.set(request.url, entry);
    }
    return this.write(request, reply, entry);
  }

  private write(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
    reply.headers(entry.headers);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.send(entry.body);
  }

  private async get(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.storedAt < this.ttlMs) return cached;
    // Concurrent misses for one key share one query.
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loading = produce()
      .then((value) => {
        const body = Buffer.from(JSON.stringify(value));
        const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
        const entry: Entry = {
          body,
          etag,
          storedAt: now,
          headers: {
            etag,
            'cache-control': 'public, max-age=15, stale-while-revalidate=60',
            'content-type': 'application/json; charset=utf-8',
          },
        };
        // An answer computed before a change must not be stored after it.
        if (generation === this.generation) {
          if (this.entries.size >= this.maxEntries) {
            const oldest = this.entries.keys().next().value;
            if (oldest !== undefined) this.entries.delete(oldest);
          }
          this.entries.set(key, entry);
        }
        return entry;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, loading);
    return loading;
  }
}
