// What main.ts takes from the server's code: built as one CommonJS script (dist/server-modules.cjs) that a
// start loads with V8's code from the start before (see code-cache.ts).
export { buildApp } from './app.ts';
export { ConfigError, loadConfig } from './config.ts';
export { openDatabaseInBackground } from './db/client.ts';
export { mailOffWarning } from './platform/mail/mailer.ts';

/** The demo seed and what it alone uses, evaluated only by a start that seeds. */
export const loadDemoSeed = () => import('./seed/index.ts');
