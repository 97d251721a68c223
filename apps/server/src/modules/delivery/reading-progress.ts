import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '#db/client.ts';
import { contentProgress } from './tables.ts';

export type UnfinishedProduct = { productId: number; lastAt: Date };

/**
 * Products a member is in the middle of reading or hearing, the most recently opened first: where the file
 * they had open last is neither finished nor at its start. One index range of the member's progress rows.
 */
export async function listUnfinishedProducts(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<UnfinishedProduct[]> {
  const rows = await selectRows<{ product_id: number; last_at: string | Date }>(
    db,
    sql`select product_id, last_at from (
        select distinct on (${contentProgress.productId}) ${contentProgress.productId} as product_id,
          ${contentProgress.updatedAt} as last_at, ${contentProgress.completed} as completed,
          ${contentProgress.position} as position
        from ${contentProgress} where ${contentProgress.userId} = ${userId}
        order by ${contentProgress.productId}, ${contentProgress.updatedAt} desc
      ) as latest
      where not completed and position > 0
      order by last_at desc limit ${limit}`,
  );
  return rows.map((row) => ({ productId: Number(row.product_id), lastAt: new Date(row.last_at) }));
}
