import { describe, expect, it } from 'vitest';
import { CopyTuples } from './copy-tuples.ts';

/** A binary COPY stream as PostgreSQL writes it: header, tuples of int4, text or null fields, trailer. */
function copyStream(tuples: (number | string | null)[][], extension = Buffer.alloc(0)): Buffer {
  const parts: Buffer[] = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1')];
  const int32 = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeInt32BE(value);
    return bytes;
  };
  parts.push(int32(0), int32(extension.length), extension);
  for (const tuple of tuples) {
    const count = Buffer.alloc(2);
    count.writeInt16BE(tuple.length);
    parts.push(count);
    for (const field of tuple) {
      if (field === null) parts.push(int32(-1));
      else if (typeof field === 'number') parts.push(int32(4), int32(field));
      else {
        const text = Buffer.from(field);
        parts.push(int32(text.length), text);
      }
    }
  }
  parts.push(Buffer.from([0xff, 0xff]));
  return Buffer.concat(parts);
}

/** Every tuple read from the stream cut into the given chunks, as [int, text, int-or-null]. */
function readAll(chunks: Buffer[]) {
  const tuples = new CopyTuples(3);
  const read: (number | string | null)[][] = [];
  for (const chunk of chunks) {
    tuples.push(chunk);
    while (tuples.next()) {
      const { bytes, start, length } = tuples;
      read.push([
        tuples.int32(0),
        bytes.toString('utf8', start[1], (start[1] as number) + (length[1] as number)),
        tuples.isNull(2) ? null : tuples.int32(2),
      ]);
    }
  }
  return { read, done: tuples.done };
}

const rows = [
  [1, 'Kamus Sunda', 7],
  [2, '', null],
  [-5, 'Kafé 日本語 😀 \t\n\\', 2_000_000_000],
];

describe('a binary COPY read as it streams', () => {
  it('reads every tuple and the end, in one chunk or cut anywhere, a header extension skipped', () => {
    const stream = copyStream(rows, Buffer.from('ext'));
    expect(readAll([stream])).toEqual({ read: rows, done: true });
    for (let cut = 1; cut < stream.length; cut++) {
      expect(readAll([stream.subarray(0, cut), stream.subarray(cut)])).toEqual({ read: rows, done: true });
    }
    const bytes = Array.from(stream, (byte) => Buffer.from([byte]));
    expect(readAll(bytes)).toEqual({ read: rows, done: true });
  });

  it('is not done until the trailer has come', () => {
    const stream = copyStream(rows);
    expect(readAll([stream.subarray(0, stream.length - 2)])).toEqual({ read: rows, done: false });
    expect(readAll([stream.subarray(0, 10)])).toEqual({ read: [], done: false });
  });

  it('refuses what is not the binary format, and a tuple of another shape', () => {
    const text = new CopyTuples(3);
    text.push(Buffer.from('1\tKamus\t7\n2\tAjar\t\\N\n'));
    expect(() => text.next()).toThrow('not the binary COPY format');
    const shaped = new CopyTuples(3);
    shaped.push(copyStream([[1, 'a']]));
    expect(() => shaped.next()).toThrow('2 fields, 3 were expected');
  });
});
