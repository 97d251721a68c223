// The test worker from its TypeScript source (see modules/extraction/worker/extraction-worker-tsx.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./test-worker.ts');
