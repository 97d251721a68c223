/**
 * Reads PostgreSQL's binary COPY format as it streams in: a header, then tuples of length-prefixed fields in
 * network byte order, then a field count of -1. Nothing is decoded here: a tuple is the offsets and lengths
 * of its fields in `bytes`, and the reader of a field knows its type. A tuple is read in place, with no
 * string or object made for it; the chunks are joined only where a tuple spans two of them.
 */
export class CopyTuples {
  /** The bytes of the current tuple's fields (valid until the next `push`). */
  bytes: Buffer = Buffer.alloc(0);
  /** Where each field of the current tuple starts in `bytes`, and its length (-1 for null). */
  readonly start: Int32Array;
  readonly length: Int32Array;
  private at = 0;
  private headerRead = false;
  private ended = false;

  constructor(readonly fieldCount: number) {
    this.start = new Int32Array(fieldCount);
    this.length = new Int32Array(fieldCount);
  }

  /** True once the trailer has been read: every tuple has been. */
  get done(): boolean {
    return this.ended;
  }

  /** Adds the next chunk of the stream; what is left of the previous one is kept in front of it. */
  push(chunk: Buffer): void {
    this.bytes = this.at < this.bytes.length ? Buffer.concat([this.bytes.subarray(this.at), chunk]) : chunk;
    this.at = 0;
  }

  /** Moves to the next whole tuple in what has arrived; false when more bytes are needed, or at the end. */
  next(): boolean {
    if (this.ended) return false;
    if (!this.headerRead && !this.readHeader()) return false;
    const { bytes } = this;
    if (bytes.length - this.at < 2) return false;
    const fields = bytes.readInt16BE(this.at);
    if (fields === -1) {
      this.ended = true;
      return false;
    }
    if (fields !== this.fieldCount) {
      throw new Error(`a copied tuple has ${fields} fields, ${this.fieldCount} were expected`);
    }
    let at = this.at + 2;
    for (let field = 0; field < fields; field++) {
      if (bytes.length - at < 4) return false;
      const length = int32At(bytes, at);
      at += 4;
      this.start[field] = at;
      this.length[field] = length;
      if (length > 0) at += length;
      if (at > bytes.length) return false;
    }
    this.at = at;
    return true;
  }

  isNull(field: number): boolean {
    return (this.length[field] as number) < 0;
  }

  int32(field: number): number {
    return int32At(this.bytes, this.start[field] as number);
  }

  float64(field: number): number {
    return this.bytes.readDoubleBE(this.start[field] as number);
  }

  private readHeader(): boolean {
    const { bytes } = this;
    if (bytes.length < SIGNATURE.length + 8) return false;
    if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
      throw new Error('not the binary COPY format');
    }
    const extension = bytes.readInt32BE(SIGNATURE.length + 4);
    const end = SIGNATURE.length + 8 + extension;
    if (bytes.length < end) return false;
    this.at = end;
    this.headerRead = true;
    return true;
  }
}

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/** A 4-byte integer in network order: plain arithmetic, cheaper than `readInt32BE`'s checked call. */
export function int32At(bytes: Buffer, at: number): number {
  return (
    ((bytes[at] as number) << 24) |
    ((bytes[at + 1] as number) << 16) |
    ((bytes[at + 2] as number) << 8) |
    (bytes[at + 3] as number)
  );
}

/** A 2-byte unsigned integer in network order. */
export function uint16At(bytes: Buffer, at: number): number {
  return ((bytes[at] as number) << 8) | (bytes[at + 1] as number);
}
