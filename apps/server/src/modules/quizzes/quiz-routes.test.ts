import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#test/build-test-app.ts';
import { api, createAdmin, createPublisher, createUser, type TestUser, upload } from '#test/factories.ts';
import { EVERY_TYPE, giveTrainerPlan } from './test-quiz.ts';

/** The trainer's routes: who may call them, what they refuse, CSV, images and statistics. */

let t: TestApp;
let owner: TestUser;
let otherTrainer: TestUser;
let plainPublisher: TestUser;
let member: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, otherTrainer, plainPublisher, member, admin] = await Promise.all([
    createPublisher(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createPublisher(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createAdmin(t.app, t.ctx),
  ]);
  await giveTrainerPlan(t.ctx, owner.id);
  await giveTrainerPlan(t.ctx, otherTrainer.id);
});
afterAll(() => t.app.close());

const BASE = '/api/v2/publisher/lms/quizzes';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, body?: unknown) =>
  api(t.app, { method, url, token, body });

async function newQuiz(settings: Record<string, unknown> = {}, token = owner.token) {
  const created = await call('POST', BASE, token, { title: 'Kuis Sejarah', ...settings });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { id: number; questions: { id: number }[] };
}

async function withQuestions(settings: Record<string, unknown> = {}) {
  const quiz = await newQuiz(settings);
  let last: { questions: { id: number }[] } = quiz;
  for (const question of EVERY_TYPE) {
    const added = await call('POST', `${BASE}/${quiz.id}/questions`, owner.token, question);
    expect(added.statusCode, added.body).toBe(201);
    last = added.json().data;
  }
  return { id: quiz.id, questionIds: last.questions.map((q) => q.id) };
}

describe('who may manage quizzes', () => {
  it('lets the owner and an admin in, and keeps out guests, members, publishers without the plan and other trainers', async () => {
    const { id, questionIds } = await withQuestions();
    const routes: [Method, string, unknown?][] = [
      ['GET', `${BASE}/${id}`],
      ['PUT', `${BASE}/${id}`, { title: 'Judul Baru' }],
      ['PUT', `${BASE}/${id}/questions/order`, { question_ids: questionIds }],
      ['POST', `${BASE}/${id}/questions`, EVERY_TYPE[0]],
      ['PUT', `${BASE}/${id}/questions/${questionIds[0]}`, EVERY_TYPE[0]],
      ['GET', `${BASE}/${id}/export`],
      ['GET', `${BASE}/${id}/stats`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await call(method, url, member.token, body)).statusCode, `${method} ${url} member`).toBe(403);
      const noPlan = await call(method, url, plainPublisher.token, body);
      expect(noPlan.statusCode, `${method} ${url} no plan`).toBe(403);
      expect(noPlan.json()).toMatchObject({ code: 'FEATURE_REQUIRED', details: { feature: 'lms_access' } });
      expect((await call(method, url, otherTrainer.token, body)).statusCode, `${method} ${url} other`).toBe(
        404,
      );
      expect((await call(method, url, admin.token, body)).statusCode, `${method} ${url} admin`).toBeLessThan(
        300,
      );
      expect((await call(method, url, owner.token, body)).statusCode, `${method} ${url} owner`).toBeLessThan(
        300,
      );
    }
    expect((await call('DELETE', `${BASE}/${id}`, otherTrainer.token)).statusCode).toBe(404);
    const list = await call('GET', BASE, otherTrainer.token);
    expect(list.json().data.items.map((q: { id: number }) => q.id)).not.toContain(id);
    const deleted = await call('DELETE', `${BASE}/${id}`, owner.token);
    expect(deleted.json()).toMatchObject({ success: true, message: 'Kuis dihapus.' });
    expect((await call('GET', `${BASE}/${id}`, owner.token)).statusCode).toBe(404);
  });
});

describe('bad questions and settings', () => {
  it('refuses each with its own code and writes nothing', async () => {
    const quiz = await newQuiz();
    const single = { type: 'single_choice', text: 'Pilih', options: ['a', 'b'], correct_indexes: [0] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...single, text: '   ' }, 'QUIZ_QUESTION_TEXT_INVALID'],
      [{ ...single, options: [] }, 'QUIZ_OPTIONS_COUNT'],
      [{ ...single, options: Array.from({ length: 2_000 }, (_, i) => `pilihan ${i}`) }, 'QUIZ_OPTIONS_COUNT'],
      [{ ...single, options: ['Sama', 'sama '] }, 'QUIZ_OPTION_DUPLICATE'],
      [{ ...single, options: ['a', ''] }, 'QUIZ_OPTION_INVALID'],
      [{ ...single, points: -5 }, 'QUIZ_POINTS_INVALID'],
      [{ ...single, time_limit_seconds: 0 }, 'QUIZ_TIME_LIMIT_INVALID'],
      [{ ...single, time_limit_seconds: 365 * 86_400 }, 'QUIZ_TIME_LIMIT_INVALID'],
      [{ ...single, correct_indexes: [7] }, 'QUIZ_CORRECT_ANSWER_INVALID'],
      [{ type: 'true_false', text: 'Benar?' }, 'QUIZ_CORRECT_ANSWER_INVALID'],
      [{ ...single, type: 'essay' }, 'VALIDATION_ERROR'],
    ];
    for (const [body, code] of cases) {
      const response = await call('POST', `${BASE}/${quiz.id}/questions`, owner.token, body);
      expect(response.statusCode, code).toBe(400);
      expect(response.json(), code).toMatchObject({ success: false, code });
    }
    for (const limit of [0, 10, 365 * 86_400]) {
      const response = await call('PUT', `${BASE}/${quiz.id}`, owner.token, { time_limit_seconds: limit });
      expect(response.json().code).toBe('QUIZ_TIME_LIMIT_INVALID');
    }
    expect((await call('POST', BASE, owner.token, { title: 'x' })).json().code).toBe('VALIDATION_ERROR');
    expect(
      (await call('PUT', `${BASE}/${quiz.id}`, owner.token, { pass_mark_percent: 101 })).statusCode,
    ).toBe(400);
    const order = await call('PUT', `${BASE}/${quiz.id}/questions/order`, owner.token, {
      question_ids: [1, 1],
    });
    expect(order.json().code).toBe('QUIZ_ORDER_MISMATCH');
    const after = await call('GET', `${BASE}/${quiz.id}`, owner.token);
    expect(after.json().data.questions).toEqual([]);
  });

  it('edits, reorders and deletes questions, keeping the right answers', async () => {
    const { id, questionIds } = await withQuestions({ shuffle_options: true });
    const reversed = [...questionIds].reverse();
    const reordered = await call('PUT', `${BASE}/${id}/questions/order`, owner.token, {
      question_ids: reversed,
    });
    expect(reordered.json().data.questions.map((q: { id: number }) => q.id)).toEqual(reversed);
    const edited = await call('PUT', `${BASE}/${id}/questions/${questionIds[0]}`, owner.token, {
      type: 'single_choice',
      text: 'Ibu kota Indonesia sekarang?',
      options: ['Bandung', 'Jakarta', 'Nusantara'],
      correct_indexes: [1],
      points: 3,
      time_limit_seconds: 30,
    });
    const question = edited.json().data.questions.find((q: { id: number }) => q.id === questionIds[0]);
    expect(question).toMatchObject({
      options: ['Bandung', 'Jakarta', 'Nusantara'],
      correct_indexes: [1],
      points: 3,
    });
    const removed = await call('DELETE', `${BASE}/${id}/questions/${questionIds[1]}`, owner.token);
    expect(removed.json().data.questions).toHaveLength(4);
    expect((await call('DELETE', `${BASE}/${id}/questions/${questionIds[1]}`, owner.token)).statusCode).toBe(
      404,
    );
  });
});

describe('CSV', () => {
  const header = 'type,text,options,correct,points,time_limit_seconds\r\n';
  const send = (quizId: number, csv: string, token = owner.token) =>
    upload(t.app, {
      url: `${BASE}/${quizId}/import`,
      token,
      field: 'file',
      filename: 'soal.csv',
      data: csv,
      contentType: 'text/csv',
    });

  it('imports every row or none, with a report of the broken rows', async () => {
    const quiz = await newQuiz();
    const broken =
      header +
      'single_choice,Ibu kota?,Jakarta|Bandung,1,2,30\r\n' +
      'single_choice,Kosong?,,1,1,\r\n' +
      'multiple_choice,"Pulau, mana?",Jawa|Jawa,1|2,1,\r\n' +
      'essay,Apa?,,,1,\r\n' +
      'true_false,Bumi bulat?,,mungkin,-3,0\r\n' +
      'short_answer,Terlalu sedikit kolom\r\n';
    const refused = await send(quiz.id, broken);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'QUIZ_CSV_INVALID',
      details: {
        rows: [
          { row: 3, problems: ['QUIZ_OPTIONS_COUNT'] },
          { row: 4, problems: ['QUIZ_OPTION_DUPLICATE'] },
          { row: 5, problems: ['TYPE_UNKNOWN'] },
          {
            row: 6,
            problems: ['QUIZ_POINTS_INVALID', 'QUIZ_TIME_LIMIT_INVALID', 'QUIZ_CORRECT_ANSWER_INVALID'],
          },
          { row: 7, problems: ['COLUMN_COUNT'] },
        ],
      },
    });
    expect((await call('GET', `${BASE}/${quiz.id}`, owner.token)).json().data.questions).toEqual([]);
    expect((await send(quiz.id, 'a,b\r\n')).json().details.rows).toEqual([
      { row: 1, problems: ['HEADER_INVALID'] },
    ]);
    expect((await send(quiz.id, header)).json().details.rows).toEqual([{ row: 2, problems: ['NO_ROWS'] }]);
    expect((await send(quiz.id, `${header}single_choice,"tanpa tutup`)).json().code).toBe('QUIZ_CSV_INVALID');
    expect((await send(quiz.id, header, otherTrainer.token)).statusCode).toBe(404);
  });

  it('exports what imports back as the same questions', async () => {
    const { id } = await withQuestions();
    await call('POST', `${BASE}/${id}/questions`, owner.token, {
      type: 'short_answer',
      text: '=SUM(A1) "kutip", koma',
      accepted_answers: ['-1', 'minus satu'],
    });
    const exported = await call('GET', `${BASE}/${id}/export`, owner.token);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body).toContain('"\'=SUM(A1) ""kutip"", koma"');
    const copy = await newQuiz();
    const imported = await send(copy.id, exported.body);
    expect(imported.json()).toMatchObject({
      success: true,
      data: { imported: 6 },
      message: 'Pertanyaan berhasil diimpor.',
    });
    const strip = (q: Record<string, unknown>) => ({ ...q, id: 0 });
    const original = (await call('GET', `${BASE}/${id}`, owner.token)).json().data.questions.map(strip);
    const again = (await call('GET', `${BASE}/${copy.id}`, owner.token)).json().data.questions.map(strip);
    expect(again).toEqual(original);
  });
});

describe('images in questions', () => {
  it('stores a checked picture, serves it publicly, and refuses what is not one', async () => {
    const { id, questionIds } = await withQuestions();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
    const url = `${BASE}/${id}/questions/${questionIds[0]}/image`;
    const sent = await upload(t.app, {
      url,
      token: owner.token,
      field: 'image',
      filename: 'peta.png',
      data: png,
      contentType: 'image/png',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const imageUrl = sent.json().data.questions[0].image_url as string;
    expect(imageUrl).toMatch(/^\/api\/v2\/public\/lms\/quiz-images\/\d+-[0-9a-f]{16}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.headers['content-type']).toBe('image/webp');
    const text = await upload(t.app, {
      url,
      token: owner.token,
      field: 'image',
      filename: 'x.png',
      data: 'bukan gambar',
    });
    expect(text.statusCode).toBe(415);
    const stranger = await upload(t.app, {
      url,
      token: otherTrainer.token,
      field: 'image',
      filename: 'p.png',
      data: png,
    });
    expect(stranger.statusCode).toBe(404);
    const cleared = await call('DELETE', url, owner.token);
    expect(cleared.json().data.questions[0].image_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
  });
});

describe('statistics', () => {
  it('counts the share right and the spread of answers per question', async () => {
    const { id } = await withQuestions({ public_play: true });
    const play = async (nickname: string, answers: unknown[]) => {
      const started = await call('POST', `/api/v2/public/lms/quizzes/${id}/sessions`, undefined, {
        nickname,
      });
      const session = started.json().data;
      const headers = { 'x-quiz-token': session.guest_token };
      for (const [index, answer] of answers.entries()) {
        if (answer === undefined) continue;
        const r = await api(t.app, {
          method: 'POST',
          url: `/api/v2/public/lms/quizzes/${id}/sessions/${session.id}/answers`,
          headers,
          body: { question_index: index, answer },
        });
        expect(r.statusCode, r.body).toBe(200);
      }
      await api(t.app, {
        method: 'POST',
        url: `/api/v2/public/lms/quizzes/${id}/sessions/${session.id}/complete`,
        headers,
      });
    };
    await play('Ani', [0, [0, 1], true, 'Denpasar', [0, 1, 2]]);
    await play('Budi', [1, [0], false, 'denpasar']);
    await play('Citra', [0, [0, 2], true, 'Kuta']);
    const stats = (await call('GET', `${BASE}/${id}/stats`, owner.token)).json().data;
    expect(stats).toMatchObject({ sessions: 3, completed: 3 });
    const [single, multiple, trueFalse, short] = stats.questions;
    expect(single).toMatchObject({ answers: 3, correct: 2 });
    expect(single.share_correct).toBeCloseTo(2 / 3);
    expect(single.distribution).toEqual([
      { label: 'Jakarta', count: 2, correct: true },
      { label: 'Bandung', count: 1, correct: false },
      { label: 'Medan', count: 0, correct: false },
    ]);
    expect(multiple.distribution.map((d: { count: number }) => d.count)).toEqual([3, 1, 1]);
    expect(trueFalse.distribution).toEqual([
      { label: 'true', count: 2, correct: true },
      { label: 'false', count: 1, correct: false },
    ]);
    expect(short.distribution[0]).toMatchObject({ count: 2, correct: true });
  });
});
