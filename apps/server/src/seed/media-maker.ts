import { Worker } from 'node:worker_threads';
import type { makeMp3, makeMp4, makePdf, makePptx } from '#platform/media/fixtures.ts';
import type { MediaKind, MediaReply } from './media-worker.ts';

type OptionsOf = {
  pdf: Parameters<typeof makePdf>[0];
  mp3: Parameters<typeof makeMp3>[0];
  mp4: Parameters<typeof makeMp4>[0];
  pptx: Parameters<typeof makePptx>[0];
};

/**
 * Where the worker is: beside this file in the sources (through a small loader for TypeScript), and beside
 * the chunk holding this code in the bundle, where build.mjs writes it as its own entry point.
 */
function workerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./media-worker-tsx.mjs', import.meta.url)
    : new URL('./seed-media-worker.js', import.meta.url);
}

/** Makes the demo seed's files in a worker thread, so the serving thread stays free while they are encoded. */
export class MediaMaker {
  private readonly worker = new Worker(workerUrl());
  private readonly pending = new Map<
    number,
    { resolve: (data: Buffer) => void; reject: (e: Error) => void }
  >();
  private sequence = 0;

  constructor() {
    this.worker.on('message', (reply: MediaReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if ('error' in reply) waiting.reject(new Error(`making a demo file failed: ${reply.error}`));
      else waiting.resolve(Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength));
    });
    this.worker.on('error', (error) => this.failAll(error));
    this.worker.on('exit', (code) => this.failAll(new Error(`the media worker stopped (exit code ${code})`)));
    // Only a file being made keeps the process alive; an idle worker does not.
    this.worker.unref();
  }

  make<K extends MediaKind>(kind: K, options: OptionsOf[K]): Promise<Buffer> {
    this.sequence += 1;
    const id = this.sequence;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ id, kind, options });
    });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }

  private failAll(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
