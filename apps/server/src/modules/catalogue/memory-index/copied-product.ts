/**
 * A product on sale as a binary COPY of the products table gives it to the in-memory catalogue: the fields of
 * each tuple in this order, each cast to the type its reader expects (4-byte integers, an 8-byte float,
 * UTF-8 text, tsvectors in their binary form). `ListedProduct` is the same product as a driver's row.
 */
export const COPIED_FIELDS = [
  ['id', 'id::int4'],
  ['name', 'name::text'],
  ['slug', 'slug::text'],
  ['categoryId', 'category_id::int4'],
  ['authorId', 'author_id::int4'],
  ['coverKey', 'cover_key::text'],
  ['format', 'format::text'],
  ['basePrice', 'base_price::int4'],
  ['discountAmount', 'discount_amount::int4'],
  ['price', 'price::int4'],
  ['language', 'language::text'],
  ['sellerId', 'seller_id::int4'],
  ['salesCount', 'sales_count::int4'],
  ['publishedAt', '(extract(epoch from published_at) * 1000)::float8'],
  ['words', 'search'],
  ['nameWords', 'name_search'],
] as const;

type FieldName = (typeof COPIED_FIELDS)[number][0];

/** Each field's position in a copied tuple. */
export const FIELD = Object.fromEntries(COPIED_FIELDS.map(([name], k) => [name, k])) as Record<
  FieldName,
  number
>;
