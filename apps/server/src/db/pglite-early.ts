import { existsSync } from 'node:fs';
import path from 'node:path';
import { lockDataFolder } from './pglite-lock.ts';
import { RemotePglite } from './pglite-remote.ts';

// Opening the embedded database takes its thread most of a second, and loading the server's modules takes the
// serving thread about as long: main.js starts the first before the second, from the environment alone, so
// they overlap. This file imports nothing heavy, so the opening starts within milliseconds of the process.
// The settings are read again, and checked, by config.ts; openPglite takes this opening only if they agree.

export const DEFAULT_DATA_DIR = './data';
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

/** Where the embedded database lives inside DATA_DIR. */
export function embeddedDatabaseFolder(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite');
}

/** An embedded database's thread with the lock of its folder, as started early or by the regular opening. */
export type StartedPglite = { client: RemotePglite; unlock: () => void };

/**
 * Starts opening the embedded database the environment describes, or returns undefined when it names
 * PostgreSQL, or anything config.ts would refuse (config.ts then says what), or a folder another process
 * holds, or a folder with no database yet: making one is not to be cut short by a setting found wrong a
 * moment later, and a first start is slow anyway.
 */
export function openPgliteEarly(env: NodeJS.ProcessEnv): StartedPglite | undefined {
  if (env.DATABASE_URL) return undefined;
  const buffers = env.PGLITE_SHARED_BUFFERS_MB?.trim();
  const sharedBuffersMb = buffers ? Number(buffers) : DEFAULT_PGLITE_SHARED_BUFFERS_MB;
  if (!Number.isInteger(sharedBuffersMb) || sharedBuffersMb < 1) return undefined;
  const dataDir = embeddedDatabaseFolder(env.DATA_DIR ?? DEFAULT_DATA_DIR);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  let unlock: () => void;
  try {
    unlock = lockDataFolder(dataDir);
  } catch {
    return undefined; // The regular opening meets the same problem and reports it.
  }
  return { client: new RemotePglite({ dataDir, sharedBuffersMb }), unlock };
}

/**
 * Closes a started database and gives its folder back: an early opening the configuration did not ask for,
 * or one that failed to open.
 */
export async function giveBackPglite({ client, unlock }: StartedPglite): Promise<void> {
  await client.close().catch(() => {});
  unlock();
}
