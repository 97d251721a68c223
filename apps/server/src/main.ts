import { fileURLToPath } from 'node:url';
import { loadWithCodeCache } from './code-cache.ts';
import type { Config } from './config.ts';
import { openPgliteEarly } from './db/pglite-early.ts';

// The embedded database starts opening in its own thread before anything else loads: the settings and the
// database client bring zod and drizzle, and the app much more, which the serving thread compiles meanwhile.
const early = openPgliteEarly(process.env);
type ServerModules = typeof import('./server-modules.ts');
// Built, the server's modules are one script loaded with V8's code from the last start (code-cache.ts);
// from the sources (npm run dev), they are imported as they are (by a computed name, which main.js's bundle
// leaves alone).
const built = !import.meta.url.endsWith('.ts');
const loaded = built
  ? loadWithCodeCache<ServerModules>(fileURLToPath(new URL('./server-modules.cjs', import.meta.url)))
  : undefined;
const { ConfigError, loadConfig, openDatabaseInBackground, buildApp, mailOffWarning, loadDemoSeed } =
  loaded?.exports ?? ((await import(['.', 'server-modules.ts'].join('/'))) as ServerModules);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Pustaka cannot start:\n${error.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
// The app is built while the database opens and migrates: its queries wait for that, and none runs while it
// is built (each module's first writes wait for the app's onReady).
const { database, opened } = await openDatabaseInBackground(config, early);
const building = buildApp(config, { database, housekeeping: true, catalogueWaitMs: 0 });
// A database that cannot open says so, not the build that waited for it.
building.catch(() => {});
await opened;
const { app, ctx, readiness } = await building;
if (config.mail.transport === 'none') {
  console.warn(mailOffWarning());
  app.log.warn({ mailTransport: 'none' }, 'email sending is off: no mail leaves this server');
}

// The demo seed (and what it alone uses) loads only for a start that seeds.
const seeded = config.seedDemo ? await (await loadDemoSeed()).seedDemoData(ctx) : undefined;
if (seeded) {
  const lines = seeded.accounts.map((a) => `  ${a.roles[0]?.padEnd(10)} ${a.email.padEnd(26)} ${a.password}`);
  console.log(`\nDemo accounts created (shown once):\n${lines.join('\n')}\n`);
}

/**
 * A stop a balancer does not notice: /ready turns 503 at once, the listener stays open for the grace period
 * (the balancer's next checks see the 503 and send elsewhere), then closes; requests in flight finish, live-game
 * sockets are told to resume on another process, running jobs finish. Past the timeout, the jobs still held
 * are handed back (their lock lapses now) and the process exits with 1.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const { graceMs, timeoutMs } = config.operations.shutdown;
  app.log.info({ signal, graceMs, timeoutMs }, 'draining before the stop');
  readiness.markDraining();
  const force = setTimeout(async () => {
    app.log.error({ timeoutMs }, 'stop took too long: releasing held jobs and exiting');
    const released = await ctx.jobs.releaseHeld().catch(() => 0);
    if (released > 0) app.log.warn({ released }, 'jobs handed back to other processes');
    process.exit(1);
  }, timeoutMs);
  force.unref();
  await new Promise((resolve) => setTimeout(resolve, Math.min(graceMs, timeoutMs)));
  await app.close();
  await database.close();
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`Pustaka is running on ${config.publicUrl} (database: ${database.driver})`);
// Begun once the server listens: a cold start's first requests need none of it (see StartTasks). Then the
// code V8 compiled for this start is kept for the next, when it had none that fitted.
void ctx.startTasks
  .run((error, task) => app.log.warn({ err: error, task }, 'start task failed'))
  .then(() => {
    try {
      if (loaded?.saveCache()) app.log.info('compiled code saved for the next start');
    } catch (error) {
      app.log.info({ err: error }, 'compiled code not saved: the next start compiles again');
    }
  });

if (seeded) {
  const started = Date.now();
  console.log('Filling the demo catalogue in the background...');
  seeded.seedCatalogue().then(
    (count) =>
      console.log(`Demo catalogue ready: ${count} products (${Math.round((Date.now() - started) / 1000)} s)`),
    (error) => app.log.error({ err: error }, 'demo catalogue failed'),
  );
}
