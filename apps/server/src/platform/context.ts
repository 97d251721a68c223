import type { Config } from '#app/config.ts';
import type { Database, DatabaseHandle } from '#db/client.ts';
import type { DeckRenditions } from './deck-renditions/deck-renditions.ts';
import type { EventBus } from './events/event-bus.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { StartTasks } from './operations/start-tasks.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import type { Storage } from './storage/storage.ts';

/** What services need from the outside world; built once in buildApp and passed explicitly. */
export type AppContext = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  storage: Storage;
  rateLimiter: RateLimiter;
  events: EventBus;
  /** Durable background work (webhook delivery, reconciliation, stamping, renewals). */
  jobs: JobQueue;
  /** PowerPoint decks drawn as PDFs by LibreOffice in the background, for the slide viewers. */
  renditions: DeckRenditions;
  /** What a start does once the app is ready, while it already serves (see StartTasks). */
  startTasks: StartTasks;
  /** HTTP to the outside world (payment providers, webhooks); tests route it to local peers. */
  fetch: typeof fetch;
  /** The clock; tests move it instead of waiting. */
  now: () => Date;
};
