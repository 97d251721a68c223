import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { parseByteSize } from './byte-size.ts';

// Extraction's settings: the most numerous of the app's, kept beside config.ts, which spreads them into its
// one environment schema and its Config.

/** The EXTRACT_* variables, read and checked with the rest of the environment. */
export const extractionEnv = {
  /**
   * Extraction's outgoing fetches refuse private, loopback and other non-public addresses. Named `host:port`
   * pairs (comma-separated) pass that check and the port rule, so tests, benchmarks and evaluations can serve
   * pages from this machine; every other rule (time, size, content type, redirects) stays. Off by default.
   */
  EXTRACT_ALLOWED_HOSTS: z
    .string()
    .trim()
    .default('')
    .transform((value, check) => {
      const pairs = value ? value.split(',').map((pair) => pair.trim().toLowerCase()) : [];
      const bad = pairs.filter((pair) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(pair));
      if (bad.length > 0) {
        check.addIssue({ code: 'custom', message: `host:port pairs expected, got ${bad.join(', ')}` });
        return z.NEVER;
      }
      return pairs;
    }),
  /** Ports extraction may fetch from besides the allowed hosts' (comma-separated). */
  EXTRACT_ALLOWED_PORTS: z
    .string()
    .trim()
    .default('80,443')
    .refine((value) => /^\d{1,5}(,\d{1,5})*$/.test(value), 'ports such as 80,443')
    .transform((value) => value.split(',').map(Number)),
  /** The most bytes one fetched page or PDF, or one uploaded PDF, may have. */
  EXTRACT_MAX_BYTES: z
    .string()
    .trim()
    .regex(/^\d{1,15}(\.\d{1,3})?\s*([KMGT]i?B|B)?$/i, 'a size such as 20MB or 1048576')
    .default('20MB')
    .transform(parseByteSize)
    .refine((bytes) => bytes >= 64 * 1024, 'at least 64KB'),
  /** Seconds one outgoing fetch may take in all (redirects included); connecting gets a third of it. */
  EXTRACT_FETCH_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(20),
  /** PDFs with more pages than this are extracted by a background job (the request answers 202). */
  EXTRACT_PDF_SYNC_PAGES: z.coerce.number().int().min(1).max(10_000).default(40),
  /**
   * Seconds a request may spend extracting a short PDF (OCR of scanned pages is slow); past them the work
   * moves to a background job and the request answers 202.
   */
  EXTRACT_PDF_SYNC_SECONDS: z.coerce.number().min(0.01).max(600).default(30),
  /** PDFs with more pages than this are refused. */
  EXTRACT_PDF_MAX_PAGES: z.coerce.number().int().min(1).max(100_000).default(2_000),
  /** Extraction requests one API key may make per minute. */
  EXTRACT_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Worker threads that parse pages and PDFs; by default one fewer than the cores, so one serves requests. */
  EXTRACT_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  /** Parses that may wait for a free worker; past them a request answers 429 WORKERS_BUSY. */
  EXTRACT_WORKER_QUEUE: z.coerce.number().int().min(1).max(10_000).default(32),
  /** Each worker's V8 heap in MB; a parse that needs more is stopped (413 WORKER_MEMORY_LIMIT). */
  EXTRACT_WORKER_HEAP_MB: z.coerce.number().int().min(32).max(16_384).default(384),
  /** Seconds one web page's parse may take before it is stopped (422 WORKER_TIME_LIMIT). */
  EXTRACT_WEB_SECONDS: z.coerce.number().min(0.05).max(600).default(10),
  /** Seconds a background PDF job may take in all (OCR of every scanned page included). */
  EXTRACT_PDF_JOB_SECONDS: z.coerce.number().min(1).max(86_400).default(900),
  /** A compressed page may unpack to at most this many times its size (once past 1 MB): bombs stop early. */
  EXTRACT_MAX_COMPRESSION_RATIO: z.coerce.number().min(2).max(10_000).default(40),
  /** What a PDF's compressed streams other than images may unpack to, in all. */
  EXTRACT_PDF_MAX_DECODED_BYTES: z
    .string()
    .trim()
    .regex(/^\d{1,15}(\.\d{1,3})?\s*([KMGT]i?B|B)?$/i, 'a size such as 200MB or 1048576')
    .default('200MB')
    .transform(parseByteSize)
    .refine((bytes) => bytes >= 1024 * 1024, 'at least 1MB'),
  /** The largest extraction answer (JSON); a bigger one is refused (413 EXTRACTION_OUTPUT_TOO_LARGE). */
  EXTRACT_MAX_OUTPUT_BYTES: z
    .string()
    .trim()
    .regex(/^\d{1,15}(\.\d{1,3})?\s*([KMGT]i?B|B)?$/i, 'a size such as 8MB or 1048576')
    .default('8MB')
    .transform(parseByteSize)
    .refine((bytes) => bytes >= 64 * 1024, 'at least 64KB'),
};

type ExtractionEnv = { [K in keyof typeof extractionEnv]: z.infer<(typeof extractionEnv)[K]> };

export type ExtractionConfig = {
  /** `host:port` pairs, lower case, let through the address and port checks. */
  allowedHosts: string[];
  allowedPorts: number[];
  maxBytes: number;
  fetchTimeoutMs: number;
  pdfSyncPages: number;
  /** How long a request may spend on a short PDF before the work moves to a job. */
  pdfSyncMs: number;
  pdfMaxPages: number;
  keyRatePerMinute: number;
  workers: number;
  workerQueue: number;
  workerHeapMb: number;
  /** Time limit of one web page's parse in a worker. */
  webMs: number;
  /** Time limit of one background PDF job in a worker. */
  pdfJobMs: number;
  maxCompressionRatio: number;
  pdfMaxDecodedBytes: number;
  maxOutputBytes: number;
};

export function extractionConfig(e: ExtractionEnv): ExtractionConfig {
  return {
    allowedHosts: e.EXTRACT_ALLOWED_HOSTS,
    allowedPorts: e.EXTRACT_ALLOWED_PORTS,
    maxBytes: e.EXTRACT_MAX_BYTES,
    fetchTimeoutMs: e.EXTRACT_FETCH_TIMEOUT_SECONDS * 1000,
    pdfSyncPages: Math.min(e.EXTRACT_PDF_SYNC_PAGES, e.EXTRACT_PDF_MAX_PAGES),
    pdfSyncMs: e.EXTRACT_PDF_SYNC_SECONDS * 1000,
    pdfMaxPages: e.EXTRACT_PDF_MAX_PAGES,
    keyRatePerMinute: e.EXTRACT_KEY_RATE_PER_MINUTE,
    workers: e.EXTRACT_WORKERS,
    workerQueue: e.EXTRACT_WORKER_QUEUE,
    workerHeapMb: e.EXTRACT_WORKER_HEAP_MB,
    webMs: e.EXTRACT_WEB_SECONDS * 1000,
    pdfJobMs: e.EXTRACT_PDF_JOB_SECONDS * 1000,
    maxCompressionRatio: e.EXTRACT_MAX_COMPRESSION_RATIO,
    pdfMaxDecodedBytes: e.EXTRACT_PDF_MAX_DECODED_BYTES,
    maxOutputBytes: e.EXTRACT_MAX_OUTPUT_BYTES,
  };
}
