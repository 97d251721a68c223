import type { Config } from './config.ts';
import { openPgliteEarly } from './db/pglite-early.ts';

// The embedded database starts opening in its own thread before anything else loads: the settings and the
// database client bring zod and drizzle, and the app much more, which the serving thread compiles meanwhile.
const early = openPgliteEarly(process.env);
// The app's modules start loading at once too: node reads and compiles them while the settings are checked.
const appModule = import('./app.ts');
appModule.catch(() => {}); // A failure is met where it is awaited, below.
const [{ ConfigError, loadConfig }, { openDatabaseInBackground }] = await Promise.all([
  import('./config.ts'),
  import('./db/client.ts'),
]);

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Pustaka cannot start:\n${error.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
// The app's modules load, and the app is built, while the database opens and migrates: its queries wait
// for that, and none runs while it is built (each module's first writes wait for the app's onReady).
const [{ database, opened }, { buildApp }, { mailOffWarning }] = await Promise.all([
  openDatabaseInBackground(config, early),
  appModule,
  import('./platform/mail/mailer.ts'),
]);
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
const seeded = config.seedDemo ? await (await import('./seed/index.ts')).seedDemoData(ctx) : undefined;
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
// Begun once the server listens: a cold start's first requests need none of it (see StartTasks).
void ctx.startTasks.run((error, task) => app.log.warn({ err: error, task }, 'start task failed'));

if (seeded) {
  const started = Date.now();
  console.log('Filling the demo catalogue in the background...');
  seeded.seedCatalogue().then(
    (count) =>
      console.log(`Demo catalogue ready: ${count} products (${Math.round((Date.now() - started) / 1000)} s)`),
    (error) => app.log.error({ err: error }, 'demo catalogue failed'),
  );
}
