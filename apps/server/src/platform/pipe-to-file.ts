import { createWriteStream } from 'node:fs';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Pipes a stream (through any transforms) into a new file, and settles only once the file is closed, whether
 * the pipeline worked or not. A source that fails at once fails the pipeline while the file is still being
 * opened; a caller that removed the file (or its folder) at that moment would see the opening make it again.
 */
export async function pipeToFile(target: string, source: Readable, ...through: Transform[]): Promise<void> {
  const sink = createWriteStream(target);
  try {
    await pipeline([source, ...through, sink]);
  } finally {
    if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
  }
}
