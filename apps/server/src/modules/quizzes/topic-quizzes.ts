import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '#db/client.ts';
import { quizzes } from './tables.ts';

export type TopicQuiz = { id: number; title: string; ownerId: number; topicId: number };

/**
 * Public quizzes (anyone may play them) on the topics given: a quiz matches a topic when its title or
 * description shares a word of the topic's text, as the catalogue's Indonesian stemmer reads both. The best
 * match first (the most shared words), each quiz once, for the first topic it matches best.
 */
export async function findPublicQuizzesOnTopics(
  db: DbOrTx,
  topics: { id: number; text: string }[],
  limit: number,
): Promise<TopicQuiz[]> {
  if (topics.length === 0) return [];
  const values = sql.join(
    topics.map((topic, order) => sql`(${topic.id}::int, ${order}::int, ${topic.text})`),
    sql`, `,
  );
  const document = sql`to_tsvector('indonesian', ${quizzes.title} || ' ' || ${quizzes.description})`;
  // Any of the topic's words: the plain query's "and" turned into "or".
  const anyWord = sql`replace(plainto_tsquery('indonesian', t.text)::text, '&', '|')`;
  const rows = await selectRows<{ id: number; title: string; owner_id: number; topic_id: number }>(
    db,
    sql`select id, title, owner_id, topic_id from (
        select distinct on (${quizzes.id}) ${quizzes.id} as id, ${quizzes.title} as title,
          ${quizzes.ownerId} as owner_id, t.id as topic_id, t.ord as ord,
          ts_rank(${document}, ${anyWord}::tsquery) as rank
        from (values ${values}) as t(id, ord, text)
        join ${quizzes} on ${quizzes.publicPlay} and ${anyWord} <> ''
          and ${document} @@ ${anyWord}::tsquery
        order by ${quizzes.id}, ts_rank(${document}, ${anyWord}::tsquery) desc, t.ord
      ) as matched
      order by rank desc, ord, id limit ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    ownerId: Number(row.owner_id),
    topicId: Number(row.topic_id),
  }));
}
