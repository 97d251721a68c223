import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { createUser, type TestUser } from '#test/factories.ts';
import { createLmsCast, type LmsCast } from './test-kit.ts';

/** Completion from evidence the server saw: time played, pages shown, time on a text; the trainer's rule. */

let t: TestApp;
let c: LmsCast;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  c = await createLmsCast(t);
});
afterAll(() => t.app.close());

const words = (count: number) => `<p>${Array.from({ length: count }, (_, i) => `kata${i}`).join(' ')}</p>`;

/** A published course of the trainer with the given contents, and a learner enrolled in it. */
async function courseWith(add: (courseId: number) => Promise<{ id: number }[]>) {
  const course = await c.createCourse(c.trainer);
  const contents = await add(course.id);
  await c.publish(c.trainer, course.id);
  const learner = await createUser(t.app, t.ctx);
  await c.enrol(learner, course.id);
  return { course, contents, learner };
}

const progressOf = async (learner: TestUser, contentId: number) =>
  (await c.call('GET', `/lms/contents/${contentId}`, learner)).json().data.content.progress as {
    position: number;
    percentage: number;
    completed: boolean;
  };

describe('completion from evidence', () => {
  it('completes nothing and issues no certificate for a save that claims 100 % at a huge position', async () => {
    const { course, contents, learner } = await courseWith(async (id) => [
      await c.addAudio(c.trainer, id, 60),
      await c.addPdf(c.trainer, id, 5),
      await c.addContent(c.trainer, id, { type: 'text', title: 'Bacaan', body: words(50) }),
    ]);
    const [audio, pdf, text] = contents as [{ id: number }, { id: number }, { id: number }];
    const claimed = await c.call('PUT', `/lms/contents/${audio.id}/progress`, learner, {
      percentage: 100,
      position: 1_000_000,
    });
    expect(claimed.statusCode).toBe(400);
    expect(claimed.json().code).toBe('VALIDATION_ERROR');
    for (const active of [false, true, true]) {
      const saved = await c.saveProgress(learner, audio.id, 1_000_000, active);
      expect(saved.json().data).toMatchObject({ percentage: 0, completed: false });
      expect(saved.json().data.position).toBeLessThan(61);
    }
    expect((await c.saveProgress(learner, pdf.id, 1_000_000)).json().code).toBe('LMS_PAGE_OUT_OF_RANGE');
    // Any save of a text used to complete it; now a second on screen is a second.
    expect((await c.saveProgress(learner, text.id, 0, true)).json().data.completed).toBe(false);
    t.clock.advance(1_000);
    expect((await c.saveProgress(learner, text.id, 0, false)).json().data).toMatchObject({
      percentage: 6.7,
      completed: false,
    });
    const certificate = await c.call('GET', `/lms/courses/${course.id}/certificate`, learner);
    expect(certificate.json().code).toBe('LMS_CERTIFICATE_NOT_READY');
    const detail = (await c.call('GET', `/lms/courses/${course.id}`, learner)).json().data;
    expect(detail.enrolment).toMatchObject({ status: 'active', percentage: 0 });
    expect(detail.certificate_code).toBeNull();

    // Studied for real, the course completes and the certificate is there.
    for (const content of contents) expect((await c.study(learner, content.id)).completed).toBe(true);
    const done = (await c.call('GET', `/lms/courses/${course.id}`, learner)).json().data;
    expect(done.enrolment).toMatchObject({ status: 'completed', percentage: 100 });
    expect(done.certificate_code).toMatch(/^LMS-/);
  }, 60_000);

  it('credits played time at most twice the wall clock between saves, ending where the player is', async () => {
    const { contents, learner } = await courseWith(async (id) => [await c.addAudio(c.trainer, id, 60)]);
    const [audio] = contents as [{ id: number }];
    await c.saveProgress(learner, audio.id, 0, true);
    t.clock.advance(10_000);
    // Sixty seconds of audio claimed after ten: twenty count (the stretch before second 60).
    const fast = (await c.saveProgress(learner, audio.id, 60, true)).json().data;
    expect(fast.percentage).toBeCloseTo(33.3, 0);
    // At once again, and in parallel: no time passed, nothing more counts.
    const burst = await Promise.all([50, 55, 60].map((at) => c.saveProgress(learner, audio.id, at, true)));
    for (const one of burst) expect(one.json().data.percentage).toBeCloseTo(33.3, 0);
    // Played at normal speed from second 20: [20, 60] is covered, [40, 60] once.
    expect((await c.watch(learner, audio.id, 40, 20)).percentage).toBeCloseTo(66.7, 0);
    const rest = await c.watch(learner, audio.id, 20, 0);
    expect(rest).toMatchObject({ completed: true });
    expect(rest.percentage).toBeGreaterThan(99);
  });

  it('lets a seek move the resume position, not the watched time, and counts a replayed stretch once', async () => {
    const { contents, learner } = await courseWith(async (id) => [await c.addAudio(c.trainer, id, 60)]);
    const [audio] = contents as [{ id: number }];
    expect((await c.watch(learner, audio.id, 10, 0)).percentage).toBeCloseTo(16.7, 0);
    await c.saveProgress(learner, audio.id, 10, true);
    const seeked = (await c.saveProgress(learner, audio.id, 50, true)).json().data;
    expect(seeked).toMatchObject({ position: 50 });
    expect(seeked.percentage).toBeCloseTo(16.7, 0);
    t.clock.advance(10_000);
    expect((await c.saveProgress(learner, audio.id, 60, false)).json().data.percentage).toBeCloseTo(33.3, 0);
    // The first ten seconds again, three times: still the same twenty seconds.
    for (let time = 0; time < 3; time += 1) await c.watch(learner, audio.id, 10, 0);
    expect((await progressOf(learner, audio.id)).percentage).toBeCloseTo(33.3, 0);
    // Paused: a save after a minute, not playing, counts nothing; the position is where to resume.
    t.clock.advance(MINUTE);
    expect((await c.saveProgress(learner, audio.id, 40, false)).json().data.percentage).toBeCloseTo(33.3, 0);
    expect(await progressOf(learner, audio.id)).toMatchObject({ position: 40, completed: false });
  });

  it('asks a text for its reading time (200 words a minute, 15 s to 15 min), two minutes at most between saves', async () => {
    const { contents, learner } = await courseWith(async (id) => [
      await c.addContent(c.trainer, id, { type: 'text', title: 'Sedang', body: words(400) }),
      await c.addContent(c.trainer, id, { type: 'text', title: 'Panjang', body: words(2000) }),
      await c.addContent(c.trainer, id, { type: 'text', title: 'Pendek', body: '<p>Halo</p>' }),
      await c.addContent(c.trainer, id, { type: 'text', title: 'Buku', body: words(10_000) }),
    ]);
    const ids = contents.map((one) => one.id);
    const reading = await Promise.all(
      ids.map(async (id) => (await c.call('GET', `/lms/contents/${id}`, learner)).json().data.content),
    );
    expect(reading.map((one) => one.reading_seconds)).toEqual([120, 600, 15, 900]);
    expect(reading[0]).toMatchObject({ completion_rule: 'reading_time', completion_threshold: 90 });
    const [medium, long] = ids as [number, number];
    // 90 % of two minutes: 100 s is not enough, 110 s is.
    expect(await c.watch(learner, medium, 100)).toMatchObject({ percentage: 83.3, completed: false });
    expect(await c.watch(learner, medium, 10)).toMatchObject({ percentage: 91.7, completed: true });
    // A tab left open for ten minutes between two saves counts two; hidden, nothing.
    await c.saveProgress(learner, long, 0, true);
    t.clock.advance(10 * MINUTE);
    expect((await c.saveProgress(learner, long, 0, false)).json().data.percentage).toBe(20);
    t.clock.advance(MINUTE);
    expect((await c.saveProgress(learner, long, 0, false)).json().data.percentage).toBe(20);
  });

  it("applies the trainer's threshold, set per content and changed in the editor", async () => {
    const { contents, learner } = await courseWith(async (id) => [
      await c.addAudio(c.trainer, id, 60, { completion_threshold: 50 }),
      await c.addPdf(c.trainer, id, 5, { completion_threshold: 60 }),
    ]);
    const [audio, pdf] = contents as [{ id: number }, { id: number }];
    const edited = await c.call('GET', `/publisher/lms/contents/${audio.id}`, c.trainer);
    expect(edited.json().data).toMatchObject({ completion_rule: 'watched', completion_threshold: 50 });
    expect((await c.watch(learner, audio.id, 25)).completed).toBe(false);
    expect((await c.watch(learner, audio.id, 10, 25)).completed).toBe(true);
    expect((await c.readPages(learner, pdf.id, [1, 3])).completed).toBe(false);
    expect((await c.readPages(learner, pdf.id, [5])).completed).toBe(true);

    const url = `/publisher/lms/contents/${audio.id}`;
    for (const completion_threshold of [0, 101, 2.5, '90']) {
      const refused = await c.call('PUT', url, c.trainer, { completion_threshold });
      expect(refused.statusCode, String(completion_threshold)).toBe(400);
    }
    expect((await c.call('PUT', url, c.otherTrainer, { completion_threshold: 10 })).statusCode).toBe(404);
    const raised = await c.call('PUT', url, c.trainer, { completion_threshold: 100 });
    expect(raised.json().data.completion_threshold).toBe(100);
    // Completion already earned stays; a new learner now has to play all of it.
    expect((await progressOf(learner, audio.id)).completed).toBe(true);
    const other = await createUser(t.app, t.ctx);
    await c.enrol(other, edited.json().data.course_id);
    expect((await c.watch(other, audio.id, 57)).completed).toBe(false);
    expect((await c.watch(other, audio.id, 4, 57)).completed).toBe(true);
  }, 30_000);
});
