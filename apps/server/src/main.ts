import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { mailOffWarning } from './platform/mail/mailer.ts';
import { seedDemoData } from './seed/index.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Pustaka cannot start:\n${error.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
const database = await openDatabase(config);
await database.migrate();
const { app, ctx } = await buildApp(config, { database, housekeeping: true });
if (config.mail.transport === 'none') {
  console.warn(mailOffWarning());
  app.log.warn({ mailTransport: 'none' }, 'email sending is off: no mail leaves this server');
}

const seeded = config.seedDemo ? await seedDemoData(ctx) : undefined;
if (seeded) {
  const lines = seeded.accounts.map((a) => `  ${a.roles[0]?.padEnd(10)} ${a.email.padEnd(26)} ${a.password}`);
  console.log(`\nDemo accounts created (shown once):\n${lines.join('\n')}\n`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(`Pustaka is running on ${config.publicUrl} (database: ${database.driver})`);

if (seeded) {
  const started = Date.now();
  console.log('Filling the demo catalogue in the background...');
  seeded.seedCatalogue().then(
    (count) =>
      console.log(`Demo catalogue ready: ${count} products (${Math.round((Date.now() - started) / 1000)} s)`),
    (error) => app.log.error({ err: error }, 'demo catalogue failed'),
  );
}
