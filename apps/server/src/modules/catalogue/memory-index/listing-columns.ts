import type { ListedCard } from './catalogue-listing.ts';
import { FIELD } from './copied-product.ts';
import type { CopyTuples } from './copy-tuples.ts';

/**
 * Strings by slot in one byte arena (UTF-8), so a million names and slugs are two buffers instead of two
 * million heap strings. A changed value is written at the end; the old bytes are dropped when the garbage
 * outgrows the live text (the arena is then written again, compacted).
 */
export class StringColumn {
  private bytes = Buffer.allocUnsafe(1 << 16);
  private used = 0;
  private garbage = 0;
  /** Byte offset of each slot's value; -1 is null. */
  private start = new Int32Array(1_024).fill(-1);
  private length = new Int32Array(1_024);

  get byteSize(): number {
    return this.bytes.byteLength + this.start.byteLength + this.length.byteLength;
  }

  set(slot: number, value: string | null): void {
    if (slot >= this.start.length) this.growSlots(slot + 1);
    if ((this.start[slot] as number) >= 0) this.garbage += this.length[slot] as number;
    if (value === null) {
      this.start[slot] = -1;
      this.length[slot] = 0;
      return;
    }
    // At most three bytes of UTF-8 a UTF-16 unit: room for that, then one write that says what it took.
    const most = value.length * 3;
    if (this.used + most > this.bytes.length) this.makeRoom(most);
    const written = this.bytes.write(value, this.used, 'utf8');
    this.start[slot] = this.used;
    this.length[slot] = written;
    this.used += written;
  }

  /** The same with the value's UTF-8 bytes, copied as they are (`length` -1 is null). */
  setBytes(slot: number, bytes: Buffer, from: number, length: number): void {
    if (length < 0) {
      this.set(slot, null);
      return;
    }
    if (slot >= this.start.length) this.growSlots(slot + 1);
    if ((this.start[slot] as number) >= 0) this.garbage += this.length[slot] as number;
    if (this.used + length > this.bytes.length) this.makeRoom(length);
    // A loop beats Buffer#copy's call for the few bytes of a name or a slug.
    const into = this.bytes;
    const at = this.used;
    if (length > 64) bytes.copy(into, at, from, from + length);
    else for (let k = 0; k < length; k++) into[at + k] = bytes[from + k] as number;
    this.start[slot] = this.used;
    this.length[slot] = length;
    this.used += length;
  }

  get(slot: number): string | null {
    const start = this.start[slot] as number;
    if (start < 0) return null;
    return this.bytes.toString('utf8', start, start + (this.length[slot] as number));
  }

  private growSlots(needed: number): void {
    const capacity = Math.max(needed, this.start.length * 2);
    const start = new Int32Array(capacity).fill(-1);
    start.set(this.start);
    const length = new Int32Array(capacity);
    length.set(this.length);
    this.start = start;
    this.length = length;
  }

  /** Compacts when half the arena is garbage; otherwise (or still short) grows it. */
  private makeRoom(needed: number): void {
    const live = this.used - this.garbage;
    const capacity = Math.max(this.bytes.length * (this.garbage > live ? 1 : 2), (live + needed) * 2);
    const next = Buffer.allocUnsafe(capacity);
    let used = 0;
    for (let slot = 0; slot < this.start.length; slot++) {
      const start = this.start[slot] as number;
      if (start < 0) continue;
      const length = this.length[slot] as number;
      this.bytes.copy(next, used, start, start + length);
      this.start[slot] = used;
      used += length;
    }
    this.bytes = next;
    this.used = used;
    this.garbage = 0;
  }
}

/** The copied fields' positions as plain constants: they are read for every product a load takes in. */
const {
  id: ID,
  name: NAME,
  slug: SLUG,
  categoryId: CATEGORY,
  authorId: AUTHOR,
  coverKey: COVER,
  format: FORMAT,
  basePrice: BASE_PRICE,
  discountAmount: DISCOUNT,
  price: PRICE,
  language: LANGUAGE,
  sellerId: SELLER,
  salesCount: SALES,
  publishedAt: PUBLISHED,
} = FIELD;

/** A few distinct strings (formats, languages) as small codes; 0 is none. */
class Codes {
  private readonly values: string[] = [''];
  /** The values as UTF-8, to compare with the bytes of a copied field. */
  private readonly encoded: Buffer[] = [Buffer.alloc(0)];

  codeOf(value: string): number {
    const code = this.find(value);
    if (code >= 0) return code;
    this.values.push(value);
    this.encoded.push(Buffer.from(value));
    return this.values.length - 1;
  }

  /** The code of a value given as UTF-8 bytes: compared where they lie, no string made unless new. */
  codeOfBytes(bytes: Buffer, from: number, length: number): number {
    const { encoded } = this;
    for (let code = 1; code < encoded.length; code++) {
      const value = encoded[code] as Buffer;
      if (value.length !== length) continue;
      let k = 0;
      while (k < length && value[k] === bytes[from + k]) k++;
      if (k === length) return code;
    }
    return this.codeOf(bytes.toString('utf8', from, from + length));
  }

  /**
   * The code of a value, or -1 when no product has it. A scan of a handful of values: cheaper than hashing
   * a string the driver has just made, as a map would for every product loaded.
   */
  find(value: string): number {
    const { values } = this;
    for (let code = 1; code < values.length; code++) if (values[code] === value) return code;
    return -1;
  }

  valueOf(code: number): string {
    return this.values[code] as string;
  }
}

/** What a listing stores of a product: the card's fields, with the publication time in milliseconds. */
export type CardSource = Omit<ListedCard, 'publishedAt'> & { publishedAt: number | null };

/**
 * The card fields of every slot, one typed array per field: the filters and sorts read a few megabytes that
 * stay in the processor's cache, and a million products hold no object each. Cards are made again from
 * the columns for the page being answered only.
 */
export class ListingColumns {
  capacity = 1_024;
  /** 0 for a free slot (product ids start at 1). */
  id = new Int32Array(this.capacity);
  format = new Uint8Array(this.capacity);
  language = new Uint8Array(this.capacity);
  /** 0 when the product has none (ids start at 1). */
  category = new Int32Array(this.capacity);
  author = new Int32Array(this.capacity);
  seller = new Int32Array(this.capacity);
  basePrice = new Int32Array(this.capacity);
  discount = new Int32Array(this.capacity);
  price = new Int32Array(this.capacity);
  sales = new Int32Array(this.capacity);
  /** Publication time in ms; -Infinity for none, so it sorts like `desc nulls last`. */
  published = new Float64Array(this.capacity);
  readonly name = new StringColumn();
  readonly slug = new StringColumn();
  readonly cover = new StringColumn();
  readonly formats = new Codes();
  private readonly languages = new Codes();

  get byteSize(): number {
    return this.capacity * (4 * 8 + 2 + 8) + this.name.byteSize + this.slug.byteSize + this.cover.byteSize;
  }

  set(slot: number, product: CardSource): void {
    if (slot >= this.capacity) this.grow(Math.max(slot + 1, this.capacity * 2));
    this.id[slot] = product.id;
    this.format[slot] = this.formats.codeOf(product.format);
    this.language[slot] = this.languages.codeOf(product.language);
    this.category[slot] = product.categoryId ?? 0;
    this.author[slot] = product.authorId ?? 0;
    this.seller[slot] = product.sellerId;
    this.basePrice[slot] = product.basePrice;
    this.discount[slot] = product.discountAmount;
    this.price[slot] = product.price;
    this.sales[slot] = product.salesCount;
    this.published[slot] = product.publishedAt ?? Number.NEGATIVE_INFINITY;
    this.name.set(slot, product.name);
    this.slug.set(slot, product.slug);
    this.cover.set(slot, product.coverKey);
  }

  /** The same from a tuple of a binary COPY (`COPIED_FIELDS`), read where its bytes lie. */
  setCopied(slot: number, tuple: CopyTuples): void {
    if (slot >= this.capacity) this.grow(Math.max(slot + 1, this.capacity * 2));
    const { bytes, start, length } = tuple;
    this.id[slot] = tuple.int32(ID);
    this.format[slot] = this.formats.codeOfBytes(bytes, start[FORMAT] as number, length[FORMAT] as number);
    this.language[slot] = this.languages.codeOfBytes(
      bytes,
      start[LANGUAGE] as number,
      length[LANGUAGE] as number,
    );
    this.category[slot] = tuple.isNull(CATEGORY) ? 0 : tuple.int32(CATEGORY);
    this.author[slot] = tuple.isNull(AUTHOR) ? 0 : tuple.int32(AUTHOR);
    this.seller[slot] = tuple.int32(SELLER);
    this.basePrice[slot] = tuple.int32(BASE_PRICE);
    this.discount[slot] = tuple.int32(DISCOUNT);
    this.price[slot] = tuple.int32(PRICE);
    this.sales[slot] = tuple.int32(SALES);
    this.published[slot] = tuple.isNull(PUBLISHED) ? Number.NEGATIVE_INFINITY : tuple.float64(PUBLISHED);
    this.name.setBytes(slot, bytes, start[NAME] as number, length[NAME] as number);
    this.slug.setBytes(slot, bytes, start[SLUG] as number, length[SLUG] as number);
    this.cover.setBytes(slot, bytes, start[COVER] as number, length[COVER] as number);
  }

  /** Frees the slot: its strings become garbage and its id 0. */
  clear(slot: number): void {
    this.id[slot] = 0;
    this.name.set(slot, null);
    this.slug.set(slot, null);
    this.cover.set(slot, null);
  }

  card(slot: number): ListedCard {
    const published = this.published[slot] as number;
    const category = this.category[slot] as number;
    const author = this.author[slot] as number;
    return {
      id: this.id[slot] as number,
      name: this.name.get(slot) ?? '',
      slug: this.slug.get(slot) ?? '',
      categoryId: category === 0 ? null : category,
      authorId: author === 0 ? null : author,
      coverKey: this.cover.get(slot),
      format: this.formats.valueOf(this.format[slot] as number),
      basePrice: this.basePrice[slot] as number,
      discountAmount: this.discount[slot] as number,
      price: this.price[slot] as number,
      language: this.languages.valueOf(this.language[slot] as number),
      sellerId: this.seller[slot] as number,
      salesCount: this.sales[slot] as number,
      publishedAt: published === Number.NEGATIVE_INFINITY ? null : new Date(published),
    };
  }

  private grow(capacity: number): void {
    const grown = <T extends Int32Array | Uint8Array | Float64Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    const int32 = (n: number) => new Int32Array(n);
    this.id = grown(this.id, int32);
    this.format = grown(this.format, (n) => new Uint8Array(n));
    this.language = grown(this.language, (n) => new Uint8Array(n));
    this.category = grown(this.category, int32);
    this.author = grown(this.author, int32);
    this.seller = grown(this.seller, int32);
    this.basePrice = grown(this.basePrice, int32);
    this.discount = grown(this.discount, int32);
    this.price = grown(this.price, int32);
    this.sales = grown(this.sales, int32);
    this.published = grown(this.published, (n) => new Float64Array(n));
    this.capacity = capacity;
  }
}
