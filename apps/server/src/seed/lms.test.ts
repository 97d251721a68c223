import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createPublisher, createUser } from '#test/factories.ts';
import { seedLms } from './lms.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

describe('the LMS demo data', () => {
  it('gives the creator Pro and two real courses, and the member one course part-way', async () => {
    const publisher = await createPublisher(t.app, t.ctx);
    const member = await createUser(t.app, t.ctx);
    expect(await seedLms(t.ctx, { publisherId: publisher.id, memberId: member.id })).toBe(2);
    const courses = await api(t.app, {
      method: 'GET',
      url: '/api/v2/publisher/lms/courses',
      token: publisher.token,
    });
    expect(courses.statusCode).toBe(200);
    const list = courses.json().data as {
      access_mode: string;
      is_published: boolean;
      content_count: number;
    }[];
    expect(list.map((course) => course.access_mode).sort()).toEqual(['invite', 'public']);
    expect(list.every((course) => course.is_published && course.content_count >= 2)).toBe(true);
    const home = (await api(t.app, { method: 'GET', url: '/api/v2/lms/me', token: member.token })).json()
      .data;
    expect(home.courses).toHaveLength(1);
    expect(home.courses[0].enrolment.percentage).toBe(0);
    expect(home.continue).toMatchObject({ content_title: 'Pengantar: mengapa cerita anak penting' });
    const contents = (
      await api(t.app, {
        method: 'GET',
        url: `/api/v2/lms/courses/${home.continue.course_id}/contents`,
        token: member.token,
      })
    ).json().data as { progress: { position: number; completed: boolean } }[];
    expect(contents[0]?.progress).toMatchObject({ position: 3, completed: false });
  }, 120_000);
});
