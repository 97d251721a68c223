// Running from the TypeScript sources (tsx, vitest): a worker thread needs the TypeScript loader of its own
// before it can load the database thread. The built server starts dist/pglite-thread.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
