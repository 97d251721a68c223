import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { isLoopback } from '#platform/http/loopback-only.ts';

/** Figures only a feature knows, read at each scrape. */
export type MetricSources = {
  liveQuiz: () => { games: number; sockets: number };
  extractionPool: () => { busy: number; queued: number };
};

type QueueRow = { kind: string; depth: number; oldest_seconds: number };
type MailRow = { status: string; count: number };

/**
 * The operator's figures in Prometheus text: requests by route pattern (never the raw URL, whose ids would make
 * a series each), their latency, errors by code, the job queue, live games, the database, the extraction workers,
 * the mail outbox and Node's own (event-loop lag, heap, GC). One registry per app, so tests' apps do not mix.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route'>;
  private readonly errors: Counter<'code' | 'status'>;

  constructor(ctx: AppContext, sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    this.requests = new Counter({
      name: 'pustaka_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'pustaka_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.errors = new Counter({
      name: 'pustaka_http_errors_total',
      help: 'Error envelopes sent, by error code and status.',
      labelNames: ['code', 'status'],
      registers,
    });
    // Both queue figures come from one query: the first gauge's collect starts it (collects start in the
    // order the gauges were made), the second reads the same answer.
    let queueRows: Promise<QueueRow[]> = Promise.resolve([]);
    new Gauge({
      name: 'pustaka_jobs_queued',
      help: 'Jobs due and waiting to run, by kind (all processes).',
      labelNames: ['kind'],
      registers,
      async collect() {
        queueRows = queueByKind(ctx);
        const rows = await queueRows;
        this.reset();
        for (const row of rows) this.set({ kind: row.kind }, Number(row.depth));
      },
    });
    new Gauge({
      name: 'pustaka_jobs_oldest_age_seconds',
      help: 'How long the oldest due job of each kind has waited.',
      labelNames: ['kind'],
      registers,
      async collect() {
        const rows = await queueRows;
        this.reset();
        for (const row of rows) this.set({ kind: row.kind }, Number(row.oldest_seconds));
      },
    });
    new Gauge({
      name: 'pustaka_jobs_held',
      help: 'Jobs this process has claimed and is running.',
      registers,
      collect() {
        this.set(ctx.jobs.heldCount);
      },
    });
    new Counter({
      name: 'pustaka_jobs_run_total',
      help: 'Jobs this process has run, by kind and outcome (done, retry, failed).',
      labelNames: ['kind', 'outcome'],
      registers,
      collect() {
        this.reset();
        for (const [kind, outcome, count] of ctx.jobs.ranCounts) this.inc({ kind, outcome }, count);
      },
    });
    new Gauge({
      name: 'pustaka_mail_outbox',
      help: 'Mails waiting to be sent (queued) and given up on (failed).',
      labelNames: ['status'],
      registers,
      async collect() {
        const rows = await ctx.db.execute(
          sql`select status, count(*)::int as count from mail_outbox where status in ('queued', 'failed') group by status`,
        );
        const byStatus = new Map(rowsOf<MailRow>(rows).map((row) => [row.status, Number(row.count)]));
        for (const status of ['queued', 'failed']) this.set({ status }, byStatus.get(status) ?? 0);
      },
    });
    new Gauge({
      name: 'pustaka_live_games',
      help: 'Live quiz games with a runtime in this process.',
      registers,
      collect() {
        this.set(sources.liveQuiz().games);
      },
    });
    new Gauge({
      name: 'pustaka_live_sockets',
      help: 'Live quiz sockets open to this process.',
      registers,
      collect() {
        this.set(sources.liveQuiz().sockets);
      },
    });
    new Gauge({
      name: 'pustaka_extraction_workers',
      help: 'Extraction worker pool: workers busy and jobs queued for one.',
      labelNames: ['state'],
      registers,
      collect() {
        const load = sources.extractionPool();
        this.set({ state: 'busy' }, load.busy);
        this.set({ state: 'queued' }, load.queued);
      },
    });
    new Gauge({
      name: 'pustaka_db_queries_in_flight',
      help: 'Database statements (PGlite: queries and transactions) this process is waiting on.',
      registers,
      collect() {
        this.set(ctx.database.load().queriesInFlight);
      },
    });
    new Gauge({
      name: 'pustaka_db_connections',
      help: 'PostgreSQL pools: connections at most (max) and held by transactions (reserved).',
      labelNames: ['state'],
      registers,
      collect() {
        const load = ctx.database.load();
        if (load.poolSize !== undefined) this.set({ state: 'max' }, load.poolSize);
        if (load.connectionsReserved !== undefined) this.set({ state: 'reserved' }, load.connectionsReserved);
      },
    });
  }

  observe(method: string, route: string, status: number, seconds: number, errorCode: string | undefined) {
    this.requests.inc({ method, route, status: String(status) });
    this.latency.observe({ method, route }, seconds);
    if (errorCode) this.errors.inc({ code: errorCode, status: String(status) });
  }
}

function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}

async function queueByKind(ctx: AppContext): Promise<QueueRow[]> {
  const now = ctx.now();
  const rows = await ctx.db.execute(sql`
    select kind, count(*)::int as depth,
      extract(epoch from (${now.toISOString()}::timestamptz - min(run_at)))::float8 as oldest_seconds
    from jobs where status = 'queued' and run_at <= ${now.toISOString()}::timestamptz group by kind`);
  return rowsOf<QueueRow>(rows);
}

function tokenMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every request under its route pattern (`/api/v2/products/:id`; a request no route matched counts as
 * `unmatched`), and serves GET /metrics to the operator only: the bearer METRICS_TOKEN when one is set, else
 * callers whose every hop is this machine. Anyone else gets the 404 of a path that does not exist.
 */
export function metricsPlugin(metrics: Metrics, token: string | undefined): FastifyPluginAsync {
  return fp(async (app) => {
    app.addHook('onResponse', async (request, reply: FastifyReply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000, reply.errorCode);
    });
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (token) {
        const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!tokenMatches(given, token)) throw new AppError('NOT_FOUND');
      } else {
        const hops = [request.socket.remoteAddress ?? '', ...(request.ips ?? [request.ip])];
        if (!hops.every(isLoopback)) throw new AppError('NOT_FOUND');
      }
      const body = await metrics.registry.metrics();
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    });
  });
}
