// A course from an ebook, built-in generator, one process on PGlite (the app as `npm start` runs it, through
// its HTTP routes by inject): a 200-page ebook with 12 chapters (large headings, no bookmarks)
//   1. becomes a course plan (read the PDF, find the chapters, summarise each)       goal < 5 s
//   2. becomes a created draft course: per chapter a summary, its pages cut as a PDF,
//      a 12-slide deck drawn as a PDF and a 5-question quiz, then a 24-question final quiz  goal < 60 s
//   npm run bench:course-from-source      (BENCH_PAGES=200 BENCH_CHAPTERS=12 by default)

import { makeBookPdf } from '../apps/server/src/modules/assistant/course/test-book.ts';
import { ebookWith } from '../apps/server/src/modules/assistant/course/test-kit.ts';
import { buildTestApp } from '../apps/server/src/test/build-test-app.ts';
import { api, createPublisher, subscribe } from '../apps/server/src/test/factories.ts';

const PAGES = Number(process.env.BENCH_PAGES ?? 200);
const CHAPTERS = Number(process.env.BENCH_CHAPTERS ?? 12);

const t = await buildTestApp();
try {
  const trainer = await createPublisher(t.app, t.ctx);
  await subscribe(t.ctx, trainer);
  const pdf = await makeBookPdf({ pages: PAGES, chapters: CHAPTERS, title: 'Keuangan Keluarga Indonesia' });
  const book = await ebookWith(t, trainer, pdf, PAGES, 'Keuangan Keluarga Indonesia');
  console.log(`Ebook: ${PAGES} pages, ${CHAPTERS} chapters, ${(pdf.length / 1024).toFixed(0)} KB.\n`);

  // Warm-up: the extraction worker pool starts, pdf.js and fonts load (a running server has done this).
  await api(t.app, {
    method: 'POST',
    url: '/api/v2/assistant/course-plans',
    token: trainer.token,
    body: { source: { kind: 'ebook', product_id: book.id } },
  });

  let start = performance.now();
  const planned = await api(t.app, {
    method: 'POST',
    url: '/api/v2/assistant/course-plans',
    token: trainer.token,
    body: { source: { kind: 'ebook', product_id: book.id } },
  });
  const planMs = performance.now() - start;
  if (planned.statusCode !== 200) throw new Error(`plan: ${planned.statusCode} ${planned.body}`);
  const plan = planned.json().data;

  start = performance.now();
  const started = await api(t.app, {
    method: 'POST',
    url: '/api/v2/assistant/course-builds',
    token: trainer.token,
    body: { source: plan.source, course: plan.course, chapters: plan.chapters, final_quiz: plan.final_quiz },
  });
  if (started.statusCode !== 202) throw new Error(`build: ${started.statusCode} ${started.body}`);
  let build = started.json().data;
  // Where the time goes: each step's time, from the moment the one before it ended (polled every 50 ms).
  const spent = {};
  let last = performance.now();
  let seen = build.steps.filter((s) => s.status !== 'pending').length;
  while (build.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    build = (
      await api(t.app, { url: `/api/v2/assistant/course-builds/${build.id}`, token: trainer.token })
    ).json().data;
    const ended = build.steps.filter((s) => s.status !== 'pending');
    if (ended.length > seen) {
      const now = performance.now();
      const share = (now - last) / (ended.length - seen);
      for (const step of ended.slice(seen)) spent[step.kind] = (spent[step.kind] ?? 0) + share;
      seen = ended.length;
      last = now;
    }
  }
  const buildMs = performance.now() - start;
  const kinds = {};
  for (const step of build.steps)
    kinds[step.kind] = (kinds[step.kind] ?? 0) + (step.status === 'done' ? 1 : 0);

  const verdict = (ms, goal) => (ms < goal ? 'ok' : 'OVER GOAL');
  console.log(
    `plan (${plan.outline_from}, ${plan.chapters.length} chapters)`.padEnd(50),
    `${(planMs / 1000).toFixed(2).padStart(7)} s  goal < 5 s   ${verdict(planMs, 5_000)}`,
  );
  console.log(
    `created course (${build.done}/${build.total} steps, ${build.failed} failed)`.padEnd(50),
    `${(buildMs / 1000).toFixed(2).padStart(7)} s  goal < 60 s  ${verdict(buildMs, 60_000)}`,
  );
  console.log(
    `  made: ${Object.entries(kinds)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ')}`,
  );
  console.log(
    `  time by step kind: ${Object.entries(spent)
      .map(([kind, ms]) => `${kind} ${(ms / 1000).toFixed(1)} s`)
      .join(', ')}`,
  );
  if (build.failed > 0) {
    console.log(build.steps.filter((s) => s.status === 'failed').map((s) => `${s.title}: ${s.error?.code}`));
    process.exitCode = 1;
  }
} finally {
  await t.app.close();
}
