import { z } from 'zod';

// What an operator sets for running the server behind a balancer: who may read the metrics, and how a stop
// goes. Kept beside config.ts, which spreads them into its one environment schema and its Config.

/** The METRICS_* and SHUTDOWN_* variables, read and checked with the rest of the environment. */
export const operationsEnv = {
  /**
   * The bearer token a scraper sends to GET /metrics. Unset: only callers on this machine (every hop
   * loopback) may read them.
   */
  METRICS_TOKEN: z.string().trim().min(16).max(500).optional(),
  /**
   * After SIGTERM, how long /ready answers 503 before the listener closes, so a balancer stops sending.
   * 5 s in production; 0 elsewhere, where no balancer is asking (a developer's Ctrl+C, tests, benchmarks).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(120).optional(),
  /** After SIGTERM, the most the stop may take in all; past it the process exits anyway (with 1). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
};

export type OperationsConfig = {
  metricsToken: string | undefined;
  shutdown: { graceMs: number; timeoutMs: number };
};

type OperationsEnv = z.output<z.ZodObject<typeof operationsEnv>>;

export function operationsConfig(e: OperationsEnv, production: boolean): OperationsConfig {
  const graceSeconds = e.SHUTDOWN_GRACE_SECONDS ?? (production ? 5 : 0);
  return {
    metricsToken: e.METRICS_TOKEN,
    shutdown: {
      graceMs: Math.round(graceSeconds * 1000),
      timeoutMs: Math.round(e.SHUTDOWN_TIMEOUT_SECONDS * 1000),
    },
  };
}
