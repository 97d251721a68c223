import type { ProductFeatures } from '#modules/catalogue/index.ts';
import { withRoom } from './similarity.ts';

// What the full rebuild keeps of each product besides its words, one typed array per field: a million
// products are a few megabytes, where an object each (with its name) was a few hundred.

export const PRODUCT_FORMATS = ['PDF', 'MP3', 'CRS', 'PPT'] as const;
export type ProductFormat = (typeof PRODUCT_FORMATS)[number];

/** Products added in ascending id order, addressed by row. */
export class ProductColumns {
  private ids: Int32Array = new Int32Array(1_024);
  private sellers: Int32Array = new Int32Array(1_024);
  /** 0: no author. */
  private authors: Int32Array = new Int32Array(1_024);
  /** Index into PRODUCT_FORMATS, or -1 for a format this list does not know. */
  private formats: Int32Array = new Int32Array(1_024);
  private sales: Int32Array = new Int32Array(1_024);
  private rows = 0;

  get size(): number {
    return this.rows;
  }

  add(product: Omit<ProductFeatures, 'words'>): void {
    const row = this.rows;
    if (row > 0 && product.id <= (this.ids[row - 1] ?? 0)) {
      throw new Error('ProductColumns takes products in ascending id order');
    }
    this.ids = withRoom(this.ids, row + 1);
    this.sellers = withRoom(this.sellers, row + 1);
    this.authors = withRoom(this.authors, row + 1);
    this.formats = withRoom(this.formats, row + 1);
    this.sales = withRoom(this.sales, row + 1);
    this.ids[row] = product.id;
    this.sellers[row] = product.sellerId;
    this.authors[row] = product.authorId ?? 0;
    this.formats[row] = PRODUCT_FORMATS.indexOf(product.format as ProductFormat);
    this.sales[row] = product.salesCount;
    this.rows += 1;
  }

  /** The row of a product, or -1 (a binary search: ids ascend). */
  rowOf(id: number): number {
    let low = 0;
    let high = this.rows - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = this.ids[middle] ?? 0;
      if (at === id) return middle;
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  id(row: number): number {
    return this.ids[row] ?? 0;
  }

  format(row: number): ProductFormat | undefined {
    return PRODUCT_FORMATS[this.formats[row] ?? -1];
  }

  salesCount(row: number): number {
    return this.sales[row] ?? 0;
  }

  /** Who a product's series and courses belong to: its author, else its seller (as a negative number). */
  owner(row: number): number {
    const author = this.authors[row] ?? 0;
    return author !== 0 ? author : -(this.sellers[row] ?? 0);
  }
}

/** The owner key of a product read whole, equal to `ProductColumns.owner` of its row. */
export const ownerOf = (product: { authorId: number | null; sellerId: number }): number =>
  product.authorId !== null && product.authorId !== 0 ? product.authorId : -product.sellerId;
