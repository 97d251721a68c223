// Running from the TypeScript sources (tsx, vitest): a worker thread needs the TypeScript loader of its own
// before it can load the worker. The built server starts dist/extraction-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./extraction-worker.ts');
