import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createPublisher, giveTrainerPlan, type TestUser } from '#test/factories.ts';
import { listen } from './test-kit.ts';

/**
 * The example of docs/api/live-quiz.md, run as a reader would run it against a listening app: if the
 * server stops keeping a promise the guide makes (or the guide's calls stop working), this fails.
 */

const SCRIPT = fileURLToPath(new URL('../../../../../docs/api/examples/live-quiz.mjs', import.meta.url));
const run = promisify(execFile);

let t: TestApp;
let trainer: TestUser;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  trainer = await createPublisher(t.app, t.ctx);
  await giveTrainerPlan(t.ctx, trainer.id);
  const wsUrl = await listen(t.app);
  base = new URL(wsUrl).origin.replace(/^ws/, 'http');
});
afterAll(() => t.app.close());

describe('the live quiz guide', () => {
  it("hosts a whole game by following the guide's example script", async () => {
    const { stdout } = await run(process.execPath, [SCRIPT], {
      env: {
        ...process.env,
        PUSTAKA_URL: base,
        PUSTAKA_EMAIL: trainer.email,
        PUSTAKA_PASSWORD: trainer.password,
      },
      timeout: 60_000,
    }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`${error.stderr || error.message}\n${error.stdout ?? ''}`);
    });
    expect(stdout).toMatch(/^host ← \{"type":"host_welcome"/m);
    expect(stdout).toMatch(/^player ← \{"type":"welcome"/m);
    expect(stdout).toMatch(/^player ← \{"type":"ended","reason":"finished"\}/m);
    expect(stdout).toMatch(/^done: Sari scored \d+ in game \d+$/m);
  }, 90_000);
});
