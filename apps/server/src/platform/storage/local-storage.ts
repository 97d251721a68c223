import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertSafeKey,
  assertValidRange,
  type ByteRange,
  RangeNotSatisfiableError,
  type Storage,
  type StoredObject,
} from './storage.ts';

/** Files on local disk under DATA_DIR/files; the content type sits in a small sidecar file. */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.commit(key, contentType, (temporary) => writeFile(temporary, body));
  }

  async putFile(key: string, localPath: string, contentType: string): Promise<void> {
    // copyFile streams in the kernel (copy_file_range or a reflink where the file system has one), so a
    // 2 GB video never passes through this process's memory.
    await this.commit(key, contentType, (temporary) => copyFile(localPath, temporary));
  }

  /**
   * Writes beside the target and renames, so a crash never leaves a half-written file under the real name
   * and a concurrent reader sees either the old object or the new one. The type sidecar is renamed first: a
   * reader that sees the new body then also sees its type.
   */
  private async commit(key: string, contentType: string, write: (temporary: string) => Promise<void>) {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const suffix = randomBytes(6).toString('hex');
    const temporary = `${target}.${suffix}.tmp`;
    const temporaryType = `${target}.${suffix}.type.tmp`;
    try {
      await write(temporary);
      await writeFile(temporaryType, contentType);
      await rename(temporaryType, `${target}.type`);
      await rename(temporary, target);
    } catch (error) {
      await Promise.all([rm(temporary, { force: true }), rm(temporaryType, { force: true })]);
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const file = this.pathOf(key);
    if (range) assertValidRange(range);
    // Size and bytes come from the same open handle, so a concurrent put (a rename) cannot pair the old
    // size with the new bytes.
    const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!handle) return undefined;
    try {
      const [info, contentType] = await Promise.all([
        handle.stat(),
        readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      if (!info.isFile()) {
        await handle.close();
        return undefined;
      }
      const size = info.size;
      if (!range) return { body: handle.createReadStream(), size, contentType };
      if (range.start >= size) throw new RangeNotSatisfiableError(size);
      const end = Math.min(range.end ?? size - 1, size - 1);
      const body = handle.createReadStream({ start: range.start, end });
      return { body, size, contentType, range: { start: range.start, end } };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    try {
      return (await stat(file)).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async close(): Promise<void> {}
}
