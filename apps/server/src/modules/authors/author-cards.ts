import type { ProductCard } from '@pustaka/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#db/client.ts';
import { AppError } from '#platform/errors.ts';
import { authors } from './tables.ts';

/** Where an author's stored photo is served. */
export const authorPhotoUrl = (photoKey: string | null) =>
  photoKey ? `/api/v2/public/image-proxy/${photoKey}` : null;

/** The authors products name, as cards and detail pages show them. */
export async function findAuthorCards(
  db: DbOrTx,
  ids: (number | null)[],
): Promise<Map<number, NonNullable<ProductCard['author']>>> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: authors.id, name: authors.name, photoKey: authors.photoKey })
    .from(authors)
    .where(inArray(authors.id, unique));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, photo_url: authorPhotoUrl(r.photoKey) }]));
}

/** A product names an existing author; a missing one is a mistake in the form, not a missing page. */
export async function assertAuthorExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: authors.id }).from(authors).where(eq(authors.id, id));
  if (!row) {
    throw new AppError('VALIDATION_ERROR', {
      details: [
        { field: 'body.author_id', message: { id: 'Penulis tidak ditemukan', en: 'Author not found' } },
      ],
    });
  }
}

/** Every author as a card: what the in-memory catalogue keeps beside its products. */
export async function findAllAuthorCards(
  db: DbOrTx,
): Promise<Map<number, NonNullable<ProductCard['author']>>> {
  const rows = await db
    .select({ id: authors.id, name: authors.name, photoKey: authors.photoKey })
    .from(authors);
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, photo_url: authorPhotoUrl(r.photoKey) }]));
}
