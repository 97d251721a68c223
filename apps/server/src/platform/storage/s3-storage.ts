import { type FileHandle, open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import {
  assertSafeKey,
  assertValidRange,
  type ByteRange,
  RangeNotSatisfiableError,
  type Storage,
  type StoredObject,
} from './storage.ts';

export type S3StorageConfig = {
  /** Undefined for AWS itself; the URL of MinIO, R2, Ceph, ... otherwise. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both undefined: the SDK's default chain (instance role, web identity, shared config). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/**
 * putFile sends files larger than one part as a multipart upload, `concurrency` parts at a time, each read
 * straight from the file into a buffer that is reused for the next part. Memory is therefore exactly
 * concurrency × partSize (16 MB) whatever the file size, without the copying and garbage of chunking a stream.
 * 2 GB is 256 parts, far under S3's limit of 10,000; S3 refuses parts under 5 MB except the last.
 */
export const DEFAULT_MULTIPART = { partSize: 8 * 1024 * 1024, concurrency: 2 };
const MAX_PARTS = 10_000;

/** An S3-compatible object store. Objects get no ACL, so they stay private to the bucket's owner. */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    config: S3StorageConfig,
    private readonly multipart = DEFAULT_MULTIPART,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Newer SDKs add CRC checksums and aws-chunked trailers to every upload; many S3-compatible servers
      // reject those, so checksums are sent and checked only where the S3 API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async putFile(key: string, localPath: string, contentType: string): Promise<void> {
    assertSafeKey(key);
    const handle = await open(localPath, 'r');
    try {
      const { size } = await handle.stat();
      const partSize = Math.max(this.multipart.partSize, Math.ceil(size / MAX_PARTS));
      if (size <= partSize) {
        const body = await readExactly(handle, Buffer.allocUnsafe(size), size, 0);
        await this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
        );
        return;
      }
      await this.putInParts(key, handle, size, partSize, contentType);
    } finally {
      await handle.close();
    }
  }

  private async putInParts(
    key: string,
    file: FileHandle,
    size: number,
    partSize: number,
    contentType: string,
  ) {
    const target = { Bucket: this.bucket, Key: key };
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ ...target, ContentType: contentType }),
    );
    try {
      const partCount = Math.ceil(size / partSize);
      const parts: { PartNumber: number; ETag: string | undefined }[] = [];
      let next = 0;
      let failed = false;
      const sender = async () => {
        const buffer = Buffer.allocUnsafe(partSize);
        for (let index = next++; index < partCount && !failed; index = next++) {
          const start = index * partSize;
          const length = Math.min(partSize, size - start);
          const body = await readExactly(file, buffer, length, start);
          // The buffer is refilled only after this resolves, when the part has been sent and acknowledged
          // (retries included).
          const { ETag } = await this.client.send(
            new UploadPartCommand({
              ...target,
              UploadId,
              PartNumber: index + 1,
              Body: body,
              ContentLength: length,
            }),
          );
          parts[index] = { PartNumber: index + 1, ETag };
        }
      };
      const senders = Array.from({ length: Math.min(this.multipart.concurrency, partCount) }, () =>
        sender().catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      );
      // Every sender has stopped before the upload is aborted, so no part arrives after the abort.
      const failure = (await Promise.allSettled(senders)).find((result) => result.status === 'rejected');
      if (failure) throw failure.reason;
      await this.client.send(
        new CompleteMultipartUploadCommand({ ...target, UploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      // Parts of an unfinished upload are kept (and billed) until it is aborted.
      await this.client.send(new AbortMultipartUploadCommand({ ...target, UploadId })).catch(() => {});
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    assertSafeKey(key);
    if (range) assertValidRange(range);
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
        }),
      );
      const body = response.Body as Readable;
      const contentType = response.ContentType ?? 'application/octet-stream';
      const contentRange = response.ContentRange?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
      if (contentRange) {
        const [, from, to, total] = contentRange.map(Number) as [number, number, number, number];
        if (!range) return { body, size: total, contentType };
        const end = Math.min(range.end ?? total - 1, total - 1);
        if (from === range.start && to === end) {
          return { body, size: total, contentType, range: { start: from, end } };
        }
        // Some S3-compatible servers widen a range (s3rver reads `bytes=0-0` as "from 0 to the end"); the
        // caller still gets exactly the bytes it asked for.
        if (from <= range.start && to >= end) {
          const sliced = slice(body, range.start - from, end - from);
          return { body: sliced, size: total, contentType, range: { start: range.start, end } };
        }
        body.destroy();
        throw new Error(`Storage answered bytes ${from}-${to} for ${range.start}-${end}`);
      }
      const size = response.ContentLength ?? 0;
      if (range) {
        // HTTP lets a server ignore Range and send the whole object with 200; cut the asked part out then.
        if (range.start >= size) {
          body.destroy();
          throw new RangeNotSatisfiableError(size);
        }
        const end = Math.min(range.end ?? size - 1, size - 1);
        return { body: slice(body, range.start, end), size, contentType, range: { start: range.start, end } };
      }
      return { body, size, contentType };
    } catch (error) {
      if (isMissing(error)) return undefined;
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416) {
        throw new RangeNotSatisfiableError(await this.sizeOf(key));
      }
      throw error;
    }
  }

  private async sizeOf(key: string): Promise<number> {
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    return head.ContentLength ?? 0;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/** Bytes [start, end] (inclusive, counted from the stream's first byte), ending the source once past them. */
function slice(source: Readable, start: number, end: number): Readable {
  async function* bytes() {
    let offset = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      const from = Math.max(0, start - offset);
      const to = Math.min(chunk.length, end + 1 - offset);
      if (to > from) yield chunk.subarray(from, to);
      offset += chunk.length;
      if (offset > end) break;
    }
  }
  return Readable.from(bytes());
}

/** Reads `length` bytes at `position` into the start of `buffer` (one read may return fewer). */
async function readExactly(
  file: FileHandle,
  buffer: Buffer,
  length: number,
  position: number,
): Promise<Buffer> {
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await file.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) throw new Error('The file became shorter while it was being stored');
    filled += bytesRead;
  }
  return buffer.subarray(0, length);
}
