import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** Each run against a shared PostgreSQL gets databases of its own, named after this id, dropped at the end. */
export function setup() {
  process.env.TEST_RUN_ID = randomBytes(4).toString('hex');
}

export async function teardown() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const prefix = `pustaka_t_${process.env.TEST_RUN_ID}_`;
    const rows = await admin`select datname from pg_database where datname like ${`${prefix}%`}`;
    for (const { datname } of rows) {
      await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${datname}`;
      await admin.unsafe(`drop database if exists "${datname}"`);
    }
  } finally {
    await admin.end();
  }
}
