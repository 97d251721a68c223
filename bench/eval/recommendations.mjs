// Offline evaluation of the recommender on MovieLens (ml-latest-small, read where it lies, never copied):
// popularity, item-kNN co-occurrence, content only (genres + tags + title words) and the blend, side by side,
// with the same scoring functions the app uses (apps/server/src/modules/recommendations/*.ts).
//
//   npm run eval:recommendations -- --data /path/to/ml-latest-small
//
// Protocol: each user's ratings sorted by time; the last 20 % are the test part, the rest training. A rating
// of 3.5 or more is a positive interaction (a "purchase"); lower ratings still count as seen, so they are
// never recommended back, like a product already owned. Users with at least one positive in the test part
// and five in training are scored. Blend weights and the co-occurrence measure are chosen on a validation
// split cut the same way from the training part only (the test part is not looked at), then refit on the
// full training part and reported on the test part. Metrics: hit rate@10 (a test positive in the top 10),
// NDCG@10 (binary relevance, ideal = min(positives, 10)), catalogue coverage (distinct items in anyone's
// top 10 / items in movies.csv).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blendForProfile } from '../../apps/server/src/modules/recommendations/blend.ts';
import {
  cooccurrenceNeighbours,
  DEFAULT_COOCCURRENCE,
} from '../../apps/server/src/modules/recommendations/cooccurrence.ts';
import { similarNeighbours } from '../../apps/server/src/modules/recommendations/similarity.ts';

const POSITIVE = 3.5;
const HELD_OUT = 0.2;
const TOP = 10;
const K_NEIGHBOURS = 50;
/** The app keeps the newest signals of a member; the evaluation uses as many. */
const PROFILE_SIZE = 50;

function argument(name) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}

/** RFC 4180 lines: quoted fields may hold commas and doubled quotes. */
function parseCsv(text) {
  const rows = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line) continue;
    const fields = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const c = line[i];
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') {
          field += '"';
          i += 1;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        fields.push(field);
        field = '';
      } else field += c;
    }
    fields.push(field);
    rows.push(fields);
  }
  return rows.slice(1);
}

function load(dir) {
  const ratings = parseCsv(readFileSync(path.join(dir, 'ratings.csv'), 'utf8'))
    .filter((r) => r[0] && r[1])
    .map(([user, movie, rating, time]) => ({
      user: Number(user),
      item: Number(movie),
      rating: Number(rating),
      at: Number(time) * 1000,
    }));
  const movies = parseCsv(readFileSync(path.join(dir, 'movies.csv'), 'utf8')).map(([id, title, genres]) => ({
    id: Number(id),
    title,
    genres: genres === '(no genres listed)' ? [] : genres.split('|'),
  }));
  const tags = parseCsv(readFileSync(path.join(dir, 'tags.csv'), 'utf8')).map(([, movie, tag]) => ({
    item: Number(movie),
    tag,
  }));
  return { ratings, movies, tags };
}

/** Per user, time order, the last `share` apart. */
function splitByTime(byUser, share) {
  const train = new Map();
  const held = new Map();
  for (const [user, events] of byUser) {
    const sorted = [...events].sort((a, b) => a.at - b.at || a.item - b.item);
    const cut = sorted.length - Math.max(1, Math.round(sorted.length * share));
    train.set(user, sorted.slice(0, cut));
    held.set(user, sorted.slice(cut));
  }
  return { train, held };
}

const words = (text) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !STOP.has(w));
const STOP = new Set(['the', 'and', 'for', 'with', 'from', 'les', 'des', 'une']);

/** Content terms, as the app gives a product's category and author more weight than a single word. */
function contentDocuments(movies, tags, popularity) {
  const tagsOf = new Map();
  for (const { item, tag } of tags) tagsOf.set(item, [...(tagsOf.get(item) ?? []), ...words(tag)]);
  return [...movies]
    .sort((a, b) => (popularity.get(b.id) ?? 0) - (popularity.get(a.id) ?? 0) || a.id - b.id)
    .map((movie) => {
      const year = /\((\d{4})\)\s*$/.exec(movie.title)?.[1];
      const title = movie.title.replace(/\(\d{4}\)\s*$/, '');
      return {
        id: movie.id,
        terms: [
          ...movie.genres.flatMap((g) => [`genre:${g}`, `genre:${g}`]),
          ...(year ? [`decade:${year.slice(0, 3)}`] : []),
          ...words(title),
          ...(tagsOf.get(movie.id) ?? []),
        ],
      };
    });
}

/** `halfLifeDays`: the co-purchase time decay (the later rating of a pair is its time), none when unset. */
function fit(train, movies, tags, measure, shrinkage, halfLifeDays) {
  const popularity = new Map();
  const baskets = [];
  const times = [];
  let now = 0;
  for (const events of train.values()) {
    const positives = events.filter((e) => e.rating >= POSITIVE);
    for (const e of positives) popularity.set(e.item, (popularity.get(e.item) ?? 0) + 1);
    for (const e of events) now = Math.max(now, e.at);
    baskets.push(positives.map((e) => e.item));
    times.push(positives.map((e) => e.at));
  }
  const bought = cooccurrenceNeighbours(
    baskets,
    { k: K_NEIGHBOURS, measure, minSupport: 2, shrinkage, halfLifeDays },
    times,
    now,
  );
  const similar = similarNeighbours(contentDocuments(movies, tags, popularity), {
    k: K_NEIGHBOURS,
    maxPostings: 2_000,
  });
  const popular = [...popularity.entries()]
    .map(([id, score]) => ({ id, score }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, 500);
  return { bought, similar, popular };
}

function evaluate(model, train, held, weights, catalogueSize) {
  let users = 0;
  let hits = 0;
  let ndcg = 0;
  const shown = new Set();
  for (const [user, events] of held) {
    const relevant = new Set(events.filter((e) => e.rating >= POSITIVE).map((e) => e.item));
    const history = train.get(user) ?? [];
    const positives = history.filter((e) => e.rating >= POSITIVE);
    if (relevant.size === 0 || positives.length < 5) continue;
    users += 1;
    const signals = positives
      .slice(-PROFILE_SIZE)
      .map((e) => ({ productId: e.item, kind: 'owned', at: e.at }));
    const top = blendForProfile({
      signals,
      neighbours: (id, source) => model[source].get(id) ?? [],
      popular: model.popular,
      weights,
      exclude: new Set(history.map((e) => e.item)),
      now: history.at(-1)?.at ?? 0,
      limit: TOP,
    });
    let dcg = 0;
    top.forEach((item, rank) => {
      shown.add(item.id);
      if (relevant.has(item.id)) dcg += 1 / Math.log2(rank + 2);
    });
    let ideal = 0;
    for (let rank = 0; rank < Math.min(relevant.size, TOP); rank += 1) ideal += 1 / Math.log2(rank + 2);
    if (dcg > 0) hits += 1;
    ndcg += dcg / ideal;
  }
  return { users, hitRate: hits / users, ndcg: ndcg / users, coverage: shown.size / catalogueSize };
}

const single = (source) => ({
  bought: source === 'bought' ? 1 : 0,
  similar: source === 'similar' ? 1 : 0,
  popular: source === 'popular' ? 1 : 0,
  halfLifeDays: 100_000,
  kinds: { owned: 1, finished: 1, viewed: 1 },
});

function main() {
  const dir = argument('data');
  if (!dir) {
    console.error('usage: npm run eval:recommendations -- --data <ml-latest-small folder>');
    process.exit(2);
  }
  const started = performance.now();
  const { ratings, movies, tags } = load(dir);
  const byUser = new Map();
  for (const r of ratings) {
    const events = byUser.get(r.user) ?? [];
    events.push(r);
    byUser.set(r.user, events);
  }
  const { train, held: test } = splitByTime(byUser, HELD_OUT);
  const { train: fitPart, held: validation } = splitByTime(train, HELD_OUT);

  // Tuning on the validation split: the co-occurrence measure, then the blend's weights.
  const measures = [
    ['llr', 0],
    ['cosine', 5],
    ['cosine', 20],
  ];
  const tuning = [];
  const models = new Map();
  for (const [measure, shrinkage] of measures) {
    const model = fit(fitPart, movies, tags, measure, shrinkage);
    models.set(`${measure}:${shrinkage}`, model);
    tuning.push({
      measure,
      shrinkage,
      ...evaluate(model, fitPart, validation, single('bought'), movies.length),
    });
  }
  const bestMeasure = tuning.sort((a, b) => b.ndcg - a.ndcg)[0];
  const validationModel = models.get(`${bestMeasure.measure}:${bestMeasure.shrinkage}`);
  let bestBlend;
  for (const similar of [0, 0.05, 0.1, 0.2, 0.4, 0.8]) {
    for (const popular of [0, 0.05, 0.1, 0.2, 0.4]) {
      for (const halfLifeDays of [30, 180, 720, 100_000]) {
        const weights = {
          bought: 1,
          similar,
          popular,
          halfLifeDays,
          kinds: { owned: 1, finished: 1, viewed: 1 },
        };
        const result = evaluate(validationModel, fitPart, validation, weights, movies.length);
        if (!bestBlend || result.ndcg > bestBlend.result.ndcg) bestBlend = { weights, result };
      }
    }
  }

  // Refit on the whole training part with what validation chose; report on the test part.
  const model = fit(train, movies, tags, bestMeasure.measure, bestMeasure.shrinkage);
  const rows = [
    ['popularity', single('popular')],
    [
      `item-kNN co-occurrence (${bestMeasure.measure}${bestMeasure.measure === 'cosine' ? `, shrinkage ${bestMeasure.shrinkage}` : ''})`,
      single('bought'),
    ],
    ['content only (genres + tags + title words, TF-IDF)', single('similar')],
    ['blend (tuned on validation)', bestBlend.weights],
  ].map(([name, weights]) => ({ name, ...evaluate(model, train, test, weights, movies.length) }));
  // The app decays co-purchases by age (DEFAULT_COOCCURRENCE.halfLifeDays); the same fit with that decay.
  const coHalfLife = DEFAULT_COOCCURRENCE.halfLifeDays;
  const decayed = fit(train, movies, tags, bestMeasure.measure, bestMeasure.shrinkage, coHalfLife);
  rows.push(
    {
      name: `item-kNN, co-purchases decayed (half-life ${coHalfLife} days)`,
      ...evaluate(decayed, train, test, single('bought'), movies.length),
    },
    {
      name: `blend, co-purchases decayed (half-life ${coHalfLife} days)`,
      ...evaluate(decayed, train, test, bestBlend.weights, movies.length),
    },
  );

  console.log(
    `MovieLens ml-latest-small: ${ratings.length} ratings, ${byUser.size} users, ${movies.length} movies`,
  );
  console.log(
    `positive = rating >= ${POSITIVE}; per-user time split, last ${HELD_OUT * 100} % held out; ${rows[0].users} users scored`,
  );
  console.log(
    'validation, co-occurrence measure (NDCG@10):',
    tuning
      .map((t) => `${t.measure}${t.measure === 'cosine' ? `/${t.shrinkage}` : ''} ${t.ndcg.toFixed(4)}`)
      .join(', '),
  );
  const w = bestBlend.weights;
  console.log(
    `validation, chosen blend: bought ${w.bought}, similar ${w.similar}, popular ${w.popular}, half-life ${w.halfLifeDays} days (NDCG@10 ${bestBlend.result.ndcg.toFixed(4)})`,
  );
  console.log('');
  console.log('| method | hit rate@10 | NDCG@10 | coverage |');
  console.log('|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.hitRate.toFixed(4)} | ${row.ndcg.toFixed(4)} | ${(row.coverage * 100).toFixed(1)} % |`,
    );
  }
  const blend = rows[3];
  const beaten = rows.slice(0, 3).every((row) => blend.ndcg > row.ndcg);
  const decayedBlend = rows[5];
  console.log('');
  console.log(`blend beats every single method on NDCG@10: ${beaten ? 'yes' : 'NO'}`);
  console.log(
    `co-purchase decay: blend NDCG@10 ${decayedBlend.ndcg.toFixed(4)} with it, ${blend.ndcg.toFixed(4)} without (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main();
