import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '#platform/context.ts';
import { streamReceivedFile } from './upload-streamer.ts';

describe('streamReceivedFile', () => {
  it('leaves no temporary file when the upload breaks off before its file is even open', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pustaka-upload-'));
    const ctx = { config: { dataDir } } as unknown as AppContext;
    for (let attempt = 0; attempt < 20; attempt++) {
      // The body stops at its first read: the write stream is still opening its file when the pipeline fails.
      const stream = new Readable({
        read() {
          this.destroy(new Error('connection reset'));
        },
      });
      const received = { stream, filename: 'buku.pdf', truncated: () => false };
      const target = { kind: { role: 'main' as const, format: 'PDF' as const }, creatorId: 1, replacing: 0 };
      await expect(
        streamReceivedFile(ctx, received, target, { cap: 1024, limit: 1024 }, async () => 'used'),
      ).rejects.toThrow('connection reset');
    }
    // A file opened after its removal would show up a moment later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
  });
});
