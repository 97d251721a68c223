import { parentPort } from 'node:worker_threads';
import { makeMp3, makeMp4, makePdf, makePptx } from '#platform/media/fixtures.ts';

/**
 * The demo seed's file maker, in a worker thread: the encoders (PDF, MP3, H.264 in WebAssembly, PPTX) run
 * synchronously for up to a second per file, which in the serving thread would stall every request.
 */

export const MAKERS = { pdf: makePdf, mp3: makeMp3, mp4: makeMp4, pptx: makePptx };
export type MediaKind = keyof typeof MAKERS;
export type MediaRequest = { id: number; kind: MediaKind; options: unknown };
export type MediaReply = { id: number; data: Uint8Array } | { id: number; error: string };

parentPort?.on('message', async ({ id, kind, options }: MediaRequest) => {
  try {
    const made = await (MAKERS[kind] as (options: unknown) => Promise<Buffer>)(options);
    // A copy of its own, so handing its memory over does not take a shared pool buffer with it.
    const data = new Uint8Array(made);
    parentPort?.postMessage({ id, data } satisfies MediaReply, [data.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
