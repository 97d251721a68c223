// Progress saves under load: 1,000 learners watch the demo course's video and report where they are while it
// plays, each once every 10 s as the player does (about 100 saves a second), at a random moment in each round of
// BENCH_ROUND_MS (10,000 ms), for BENCH_ROUNDS rounds (3). BENCH_ROUND_MS=1000 compresses time tenfold
// (about 1,000 saves a second) to find the ceiling. Reports the latency of every save (p50, p95, p99, the
// goal is p95 < 50 ms) and checks that every learner's last position was stored. Runs on PGlite (the
// default); BENCH_DATABASES=pglite,postgres adds PostgreSQL on BENCH_DATABASE_URL (a throwaway database is
// created and dropped). BENCH_LEARNERS changes the count.
import { loadavg } from 'node:os';
import { api, clientAddress, requireBuild, startDemoServer, temporaryPostgresDatabase } from './lib.mjs';

requireBuild();
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 10_000);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite').split(',').map((s) => s.trim());
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = 3952;
const TRAINER = { email: 'penerbit@pustaka.test', password: 'Penerbit#Pustaka1' };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function pool(items, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index], index);
      }
    }),
  );
}

/** The demo data is made after the server listens: wait for the public course with its video. */
async function demoCourse(base) {
  const { token } = await api(base, 'POST', '/auth/login', { json: TRAINER });
  for (let tries = 0; tries < 600; tries += 1) {
    const courses = await api(base, 'GET', '/publisher/lms/courses', { token }).catch(() => ({ data: [] }));
    const course = courses.data.find((one) => one.access_mode === 'public' && one.is_published);
    if (course) {
      const contents = await api(base, 'GET', `/publisher/lms/courses/${course.id}/contents`, { token });
      const video = contents.data.find((one) => one.type === 'video');
      if (video) return { course, video };
    }
    await sleep(1000);
  }
  throw new Error('the demo course did not appear');
}

async function run(kind) {
  const postgres = kind === 'postgres' ? await temporaryPostgresDatabase(POSTGRES_URL) : undefined;
  const { server, found } = await startDemoServer({
    port: PORT,
    env: { TRUST_PROXY: 'loopback', ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    ready: demoCourse,
  });
  try {
    const { course, video } = found;
    const started = performance.now();
    const learners = new Array(LEARNERS);
    await pool([...Array(LEARNERS).keys()], 16, async (n) => {
      const from = clientAddress(n + 1);
      const email = `pelajar${n}-${Date.now().toString(36)}@bench.pustaka.test`;
      const body = await api(server.url, 'POST', '/auth/register', {
        from,
        json: { email, password: 'Belajar#Bench1', first_name: 'Pelajar', last_name: 'Bench' },
      });
      await api(server.url, 'POST', `/lms/courses/${course.id}/enroll`, { token: body.token, from });
      learners[n] = { token: body.token, from, position: 0 };
    });
    console.log(
      `${kind}: ${LEARNERS} learners registered and enrolled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const latencies = [];
    let failures = 0;
    const savesStarted = performance.now();
    for (let round = 0; round < ROUNDS; round += 1) {
      const roundStart = performance.now();
      await Promise.all(
        learners.map(async (learner) => {
          await sleep(Math.random() * ROUND_MS);
          // A whole second within the (six-second) video: the server keeps a position past the end at the end.
          learner.position = Math.floor(Math.random() * Math.floor(video.duration_seconds));
          const t0 = performance.now();
          try {
            await api(server.url, 'PUT', `/lms/contents/${video.id}/progress`, {
              token: learner.token,
              from: learner.from,
              json: { position: learner.position, active: true },
            });
            latencies.push(performance.now() - t0);
          } catch {
            failures += 1;
          }
        }),
      );
      const left = ROUND_MS - (performance.now() - roundStart);
      if (left > 0) await sleep(left);
    }
    const seconds = (performance.now() - savesStarted) / 1000;
    // Every learner's last save is what another device would resume from.
    const sample = learners.filter((_, index) => index % Math.ceil(LEARNERS / 50) === 0);
    let mismatched = 0;
    for (const learner of sample) {
      const opened = await api(server.url, 'GET', `/lms/contents/${video.id}`, {
        token: learner.token,
        from: learner.from,
      });
      if (opened.data.content.progress.position !== learner.position) mismatched += 1;
    }
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(
      `${kind}: ${latencies.length} saves in ${seconds.toFixed(1)} s (${(latencies.length / seconds).toFixed(0)}/s, time compressed ${(10_000 / ROUND_MS).toFixed(0)}x): ` +
        `p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(percentile(latencies, 0.99))}, ` +
        `max ${ms(Math.max(...latencies))}; failures ${failures}; resume positions checked ${sample.length}, wrong ${mismatched}; ` +
        `load ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
    );
    if (failures > 0 || mismatched > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

for (const kind of DATABASES) await run(kind);
