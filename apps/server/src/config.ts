import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseByteSize } from './config/byte-size.ts';
import { type ExtractionConfig, extractionConfig, extractionEnv } from './config/extraction-env.ts';
import { type OperationsConfig, operationsConfig, operationsEnv } from './config/operations-env.ts';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_PGLITE_SHARED_BUFFERS_MB,
  embeddedDatabaseFolder,
} from './db/pglite-early.ts';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Label shown in the footer and returned by /health; defaults to NODE_ENV. */
  APP_ENV: z.string().trim().min(1).max(40).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.string().url().optional(),
  /**
   * Statements are prepared by name on each PostgreSQL connection; `false` for a pooler in transaction mode
   * that cannot keep them (PgBouncer before 1.21, or without max_prepared_statements).
   */
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).default('true'),
  /**
   * The embedded database's buffer pool, in megabytes. PostgreSQL zeroes the whole pool when it starts, which
   * at its usual 128 MB was a third of a cold start; the files it caches stay in the operating system's page
   * cache anyway. Raise it for a large catalogue kept on PGlite.
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(4096)
    .default(DEFAULT_PGLITE_SHARED_BUFFERS_MB),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Pustaka <no-reply@pustaka.local>'),
  /** `none`: run without sending any mail, on purpose (production refuses to start without SMTP_URL otherwise). */
  MAIL_TRANSPORT: z.enum(['none']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Seed the demo accounts and catalogue into an empty database; outside production only unless set. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  /** Setting S3_BUCKET moves files from DATA_DIR/files to an S3-compatible store. */
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  /** MinIO, R2, Ceph, ...; unset for AWS itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Defaults to true when S3_ENDPOINT is set: most self-hosted stores have no per-bucket host names. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Which payment provider checkout uses; the built-in sandbox unless keys for a real one are given. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'midtrans', 'xendit']).optional(),
  /** In production the sandbox, where anyone can "pay" by clicking, must be allowed explicitly. */
  ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).default('false'),
  MIDTRANS_SERVER_KEY: z.string().min(8).optional(),
  /** Snap API (transactions); production is https://app.midtrans.com. */
  MIDTRANS_SNAP_URL: z.string().url().default('https://app.sandbox.midtrans.com'),
  /** Core API (status checks); production is https://api.midtrans.com. */
  MIDTRANS_API_URL: z.string().url().default('https://api.sandbox.midtrans.com'),
  XENDIT_SECRET_KEY: z.string().min(8).optional(),
  XENDIT_CALLBACK_TOKEN: z.string().min(8).optional(),
  XENDIT_API_URL: z.string().url().default('https://api.xendit.co'),
  /** Minutes a buyer has to pay before a pending order expires. */
  ORDER_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 7)
    .default(60),
  /** How many times a buyer may download each product they bought. */
  DOWNLOAD_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * The developer tools (dev mailbox, app clock): `local` answers only this machine, `open` anyone,
   * `off` no one. Outside production the default is `local`; production never has them.
   */
  DEV_TOOLS: z.enum(['local', 'open', 'off']).optional(),
  /** The public catalogue answers lists and searches from memory; `false` sends every one to the database. */
  CATALOGUE_MEMORY_INDEX: z.enum(['true', 'false']).default('true'),
  /** Any OpenAI-compatible chat-completions server (OpenAI, Ollama, vLLM, LM Studio, llama.cpp); unset: the built-in generator. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).max(200).default('gpt-4o-mini'),
  /** The most one answer of the model may take, in seconds. */
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(90),
  /**
   * A ceiling on every plan's monthly model tokens (each plan has its own quota; this lowers them all, for
   * a small model budget). Unset: the plans' quotas as they are.
   */
  AI_MONTHLY_TOKENS: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  /** An OAuth 2.0 web client of Google Cloud (Slides API on): both set turn Google Slides export on. */
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** Google's consent page, token endpoint and Slides API; tests point them at a local peer. */
  GOOGLE_OAUTH_BASE_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_SLIDES_BASE_URL: z.string().url().default('https://slides.googleapis.com'),
  /** How much a creator's files (products, courses, blog) may take: bytes, or a number with KB, MB, GB or TB. */
  CREATOR_STORAGE_QUOTA: z
    .string()
    .trim()
    .regex(/^\d{1,15}(\.\d{1,3})?\s*([KMGT]i?B|B)?$/i, 'a size such as 20GB, 500MB or 1048576')
    .default('20GB')
    .transform(parseByteSize)
    .refine((bytes) => bytes >= 1024 * 1024, 'at least 1MB'),
  /** The status a short link redirects with unless the link chooses: 302 (counted on every visit) or 301. */
  SHORT_LINK_REDIRECT: z.enum(['301', '302']).default('302'),
  /** Hosts no short link may point to (each with its subdomains), comma-separated; admins add more in the app. */
  SHORT_LINK_BLOCKED_HOSTS: z.string().default(''),
  /** How often each process writes its counted short-link clicks to the database, in milliseconds. */
  SHORT_LINK_FLUSH_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** The most players one live quiz game may hold; a host may choose a lower cap per game. */
  LIVE_QUIZ_MAX_PLAYERS: z.coerce.number().int().min(1).max(100_000).default(10_000),
  /**
   * Origins whose pages may open the live quiz WebSocket (comma-separated, e.g. `https://pustaka.id`);
   * default: PUBLIC_URL's origin (and, outside production, any loopback origin of a dev server).
   */
  LIVE_ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value, check) => {
      if (value === undefined || value.trim() === '') return undefined;
      const origins = value.split(',').map((entry) => entry.trim());
      const bad = origins.filter((entry) => originOf(entry) !== entry.toLowerCase().replace(/\/$/, ''));
      if (bad.length > 0) {
        check.addIssue({ code: 'custom', message: `not an http(s) origin: ${bad.join(', ')}` });
        return z.NEVER;
      }
      return origins.map((entry) => originOf(entry) as string);
    }),
  /** Live quiz sockets one address may hold open in a process (a hall of phones behind one NAT must fit). */
  LIVE_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Live quiz joins one address may make in ten minutes (twice a hall of 300 phones behind one NAT). */
  LIVE_JOINS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Events between the app's processes go through Redis pub/sub when set (else PostgreSQL LISTEN/NOTIFY). */
  REDIS_URL: z
    .string()
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'a redis:// or rediss:// address')
    .optional(),
  /**
   * Put before every channel name the app uses in Redis: pub/sub channels are shared by the whole server
   * (database numbers do not separate them), so deployments sharing one Redis each need their own prefix.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,100}$/, 'letters, digits and _ : . - (at most 100)')
    .default('pustaka:'),
  /**
   * LibreOffice's `soffice`, which draws every PowerPoint deck as a PDF for the slide viewers: a name looked
   * up on PATH or an absolute path. Missing: decks are shown as their text.
   */
  SOFFICE_PATH: z.string().trim().min(1).max(500).default('soffice'),
  /** The most one deck's conversion may take; past it the process is killed and the deck shown as text. */
  SOFFICE_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** Conversions one process runs at once (each LibreOffice takes a core and a few hundred MB). */
  SOFFICE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  ...extractionEnv,
  ...operationsEnv,
  /**
   * Behind a reverse proxy, whose X-Forwarded-For names the client: the proxies' addresses, CIDRs or
   * `loopback` / `linklocal` / `uniquelocal` (comma-separated), or `true` to believe the header from anyone.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, check) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        check.addIssue({
          code: 'custom',
          message:
            'use true, false, or proxy addresses, CIDRs or loopback/linklocal/uniquelocal, comma-separated',
        });
        return z.NEVER;
      }
      return trust;
    }),
});

/** `scheme://host[:port]` of an http(s) URL, lower case; undefined for anything else. */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Fastify's trustProxy from TRUST_PROXY, or undefined when the value is none of the accepted forms. */
function parseTrustProxy(value: string): boolean | string | undefined {
  if (value === 'true' || value === 'false') return value === 'true';
  const entries = value.split(',').map((entry) => entry.trim());
  const isProxy = (entry: string) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
  };
  return entries.every(isProxy) ? entries.join(',') : undefined;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  environmentLabel: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  database:
    | { driver: 'pglite'; dataDir: string | undefined; sharedBuffersMb: number }
    | { driver: 'postgres'; url: string; preparedStatements: boolean };
  authSecret: string;
  publicUrl: string;
  /** `smtp` with SMTP_URL; `outbox` (the dev mailbox) outside production without it; `none` on purpose. */
  mail: { transport: 'smtp' | 'outbox' | 'none'; smtpUrl: string | undefined; from: string };
  storage:
    | { driver: 'local'; root: string }
    | {
        driver: 's3';
        endpoint: string | undefined;
        bucket: string;
        region: string;
        /** Both undefined: the SDK's default credential chain (instance role and the like). */
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  logLevel: string;
  webDist: string | undefined;
  seedDemo: boolean;
  payments: {
    provider: 'sandbox' | 'midtrans' | 'xendit';
    midtrans: { serverKey: string; snapUrl: string; apiUrl: string } | undefined;
    xendit: { secretKey: string; callbackToken: string; apiUrl: string } | undefined;
    /** Signs the sandbox gateway's webhooks. */
    sandboxSecret: string;
    orderExpiryMinutes: number;
  };
  downloadLimit: number;
  catalogueMemoryIndex: boolean;
  devTools: 'local' | 'open' | 'off';
  /** The most bytes one creator's files may take: products staged and live, courses and blog pictures. */
  creatorStorageQuotaBytes: number;
  /** Fastify's trustProxy: which hops' X-Forwarded-For to believe when working out a client's address. */
  trustProxy: boolean | string;
  extraction: ExtractionConfig;
  operations: OperationsConfig;
  /** The model server AI features use; undefined: the built-in offline generator. */
  ai: {
    model: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
    /** A ceiling on every plan's monthly tokens; undefined: the plans' own quotas. */
    monthlyTokensCap: number | undefined;
  };
  /** Google Slides export: the OAuth client (undefined when not configured) and where Google's endpoints are. */
  google: {
    client: { id: string; secret: string } | undefined;
    missingSettings: string[];
    authUrl: string;
    tokenUrl: string;
    slidesBaseUrl: string;
  };
  shortLinks: { redirectStatus: 301 | 302; blockedHosts: string[]; flushMs: number };
  liveQuiz: {
    maxPlayers: number;
    /** Origins a browser's upgrade to the game socket may come from. */
    allowedOrigins: string[];
    /** Outside production: any http://localhost, 127.0.0.1 or [::1] origin too (Vite's dev server and preview). */
    allowLoopbackOrigins: boolean;
    maxSocketsPerAddress: number;
    /** Joins per address in ten minutes; PIN look-ups per address may be twice as many. */
    joinsPerAddress: number;
  };
  /** Where events between processes go when set (else PostgreSQL LISTEN/NOTIFY) and the prefix of its channels. */
  redis: { url: string; prefix: string } | undefined;
  /** PowerPoint decks drawn as PDFs by LibreOffice (headless), for the slide viewers. */
  deckRenditions: { sofficePath: string; timeoutMs: number; concurrency: number };
};

/** Reads the secret from the environment, else from DATA_DIR, else makes one and keeps it there. */
function loadAuthSecret(explicit: string | undefined, dataDir: string): string {
  if (explicit) return explicit;
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Production must not start on the conveniences of a local run: a generated secret that lives next to
 * the data, or a sandbox gateway where anyone can "pay" by clicking. Every problem is listed at once.
 */
function refuseUnsafeProductionSettings(e: z.infer<typeof EnvSchema>, overrides: Partial<Config>): void {
  const problems: string[] = [];
  if (!e.AUTH_SECRET && !overrides.authSecret) {
    problems.push('AUTH_SECRET is required in production (at least 32 random characters)');
  }
  if (!e.PAYMENT_PROVIDER) {
    problems.push('PAYMENT_PROVIDER is required in production (midtrans or xendit)');
  } else if (e.PAYMENT_PROVIDER === 'sandbox' && e.ALLOW_SANDBOX_PAYMENTS !== 'true') {
    problems.push(
      'PAYMENT_PROVIDER=sandbox lets anyone pay by clicking; set ALLOW_SANDBOX_PAYMENTS=true to run it in production anyway',
    );
  }
  if (!e.SMTP_URL && e.MAIL_TRANSPORT !== 'none') {
    problems.push(
      'SMTP_URL is required in production, or verification links, invitations, receipts and support answers reach no one; set MAIL_TRANSPORT=none to run without sending mail on purpose',
    );
  }
  if (e.DEV_TOOLS && e.DEV_TOOLS !== 'off') {
    problems.push('DEV_TOOLS (the dev mailbox and the app clock) cannot be enabled in production');
  }
  if (problems.length > 0) throw new ConfigError(problems);
}

/** The environment cannot run the app; `problems` says what to change, one line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
  }
}

/** Parses the environment once. Nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) refuseUnsafeProductionSettings(e, overrides);
  const paymentProvider = e.PAYMENT_PROVIDER ?? 'sandbox';
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all']);
  }
  if (paymentProvider === 'midtrans' && !e.MIDTRANS_SERVER_KEY) {
    throw new ConfigError(['PAYMENT_PROVIDER=midtrans needs MIDTRANS_SERVER_KEY']);
  }
  if (paymentProvider === 'xendit' && !(e.XENDIT_SECRET_KEY && e.XENDIT_CALLBACK_TOKEN)) {
    throw new ConfigError(['PAYMENT_PROVIDER=xendit needs XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN']);
  }
  if (e.MAIL_TRANSPORT === 'none' && e.SMTP_URL) {
    throw new ConfigError(['MAIL_TRANSPORT=none sends no mail, yet SMTP_URL is set; unset one of them']);
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError(['S3_BUCKET is required when other S3_* variables are set']);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.PORT;
  const authSecret = overrides.authSecret ?? loadAuthSecret(e.AUTH_SECRET, dataDir);
  return {
    env: e.NODE_ENV,
    environmentLabel: e.APP_ENV ?? e.NODE_ENV,
    isProduction,
    port,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? {
          driver: 'postgres',
          url: e.DATABASE_URL,
          preparedStatements: e.DATABASE_PREPARED_STATEMENTS === 'true',
        }
      : {
          driver: 'pglite',
          dataDir: embeddedDatabaseFolder(dataDir),
          sharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
        },
    authSecret,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    mail: {
      transport: e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : 'outbox'),
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
    },
    storage: e.S3_BUCKET
      ? {
          driver: 's3',
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE
            ? e.S3_FORCE_PATH_STYLE === 'true'
            : e.S3_ENDPOINT !== undefined,
        }
      : { driver: 'local', root: path.join(dataDir, 'files') },
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    seedDemo: (e.SEED_DEMO ?? (isProduction ? 'false' : 'true')) === 'true',
    payments: {
      provider: paymentProvider,
      midtrans: e.MIDTRANS_SERVER_KEY
        ? { serverKey: e.MIDTRANS_SERVER_KEY, snapUrl: e.MIDTRANS_SNAP_URL, apiUrl: e.MIDTRANS_API_URL }
        : undefined,
      xendit:
        e.XENDIT_SECRET_KEY && e.XENDIT_CALLBACK_TOKEN
          ? {
              secretKey: e.XENDIT_SECRET_KEY,
              callbackToken: e.XENDIT_CALLBACK_TOKEN,
              apiUrl: e.XENDIT_API_URL,
            }
          : undefined,
      sandboxSecret: createHash('sha256').update(`sandbox-webhooks:${authSecret}`).digest('base64url'),
      orderExpiryMinutes: e.ORDER_EXPIRY_MINUTES,
    },
    downloadLimit: e.DOWNLOAD_LIMIT,
    catalogueMemoryIndex: e.CATALOGUE_MEMORY_INDEX === 'true',
    devTools: isProduction ? 'off' : (e.DEV_TOOLS ?? 'local'),
    creatorStorageQuotaBytes: e.CREATOR_STORAGE_QUOTA,
    trustProxy: e.TRUST_PROXY,
    extraction: extractionConfig(e),
    operations: operationsConfig(e, e.NODE_ENV === 'production'),
    ai: {
      model: e.AI_BASE_URL
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
      monthlyTokensCap: e.AI_MONTHLY_TOKENS,
    },
    google: {
      client:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { id: e.GOOGLE_CLIENT_ID, secret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
      missingSettings: [
        ...(e.GOOGLE_CLIENT_ID ? [] : ['GOOGLE_CLIENT_ID']),
        ...(e.GOOGLE_CLIENT_SECRET ? [] : ['GOOGLE_CLIENT_SECRET']),
      ],
      authUrl: e.GOOGLE_OAUTH_BASE_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      slidesBaseUrl: e.GOOGLE_SLIDES_BASE_URL.replace(/\/$/, ''),
    },
    shortLinks: {
      redirectStatus: e.SHORT_LINK_REDIRECT === '301' ? 301 : 302,
      blockedHosts: e.SHORT_LINK_BLOCKED_HOSTS.split(',')
        .map((host) =>
          host
            .trim()
            .toLowerCase()
            .replace(/^\*?\./, ''),
        )
        .filter(Boolean),
      flushMs: e.SHORT_LINK_FLUSH_MS,
    },
    liveQuiz: {
      maxPlayers: e.LIVE_QUIZ_MAX_PLAYERS,
      allowedOrigins: e.LIVE_ALLOWED_ORIGINS ?? [
        originOf(e.PUBLIC_URL ?? `http://localhost:${port}`) as string,
      ],
      allowLoopbackOrigins: !isProduction,
      maxSocketsPerAddress: e.LIVE_MAX_SOCKETS_PER_ADDRESS,
      joinsPerAddress: e.LIVE_JOINS_PER_ADDRESS,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    deckRenditions: {
      sofficePath: e.SOFFICE_PATH,
      timeoutMs: e.SOFFICE_TIMEOUT_SECONDS * 1000,
      concurrency: e.SOFFICE_CONCURRENCY,
    },
    ...overrides,
  };
}
