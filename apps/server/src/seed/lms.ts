import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addContent,
  attachContentFile,
  createCourse,
  createInvite,
  enrol,
  saveProgress,
  updateCourse,
} from '#modules/lms/index.ts';
import { addQuestion, createQuiz } from '#modules/quizzes/index.ts';
import { grantPlan } from '#modules/subscriptions/index.ts';
import type { AppContext } from '#platform/context.ts';
import { checkUpload } from '#platform/media/index.ts';
import { principalFor } from './catalogue.ts';
import { MediaMaker } from './media-maker.ts';

/** The Pro plan: it includes `lms_access`. */
const PRO_PLAN = 6;

/**
 * The demo creator on Pro with two courses made through the trainer's own services: a public one with a
 * video, a PDF, a quiz and a text, and an invite-only one; the demo member is enrolled in the first, part-way.
 */
export async function seedLms(ctx: AppContext, accounts: { publisherId: number; memberId: number }) {
  await grantPlan(ctx, ctx.db, accounts.publisherId, PRO_PLAN, 365);
  const trainer = await principalFor(ctx, accounts.publisherId);
  const member = await principalFor(ctx, accounts.memberId);
  const temporary = path.join(ctx.config.dataDir, 'tmp', `seed-lms-${randomBytes(6).toString('hex')}`);
  await mkdir(temporary, { recursive: true });
  const media = new MediaMaker();
  try {
    const attach = async (contentId: number, data: Buffer, name: string, format: 'CRS' | 'PDF') => {
      const filePath = path.join(temporary, name);
      await writeFile(filePath, data);
      const role = format === 'CRS' ? 'lesson' : 'main';
      const checked = await checkUpload({ path: filePath, role, format });
      await attachContentFile(ctx, trainer, contentId, {
        path: filePath,
        sizeBytes: data.length,
        contentType: checked.mime,
        extension: checked.ext,
        info: checked.info,
      });
    };

    const open = await createCourse(ctx, accounts.publisherId, {
      title: 'Menulis Cerita Anak yang Memikat',
      description:
        '<p>Kursus singkat untuk guru dan orang tua: dari ide, tokoh, hingga naskah siap terbit.</p><ul><li>Video pengantar</li><li>Modul PDF latihan</li><li>Catatan penutup</li></ul>',
      category_id: null,
      language: 'id',
      access_mode: 'public',
      product_id: null,
      sequential: true,
      requires_verified_email: false,
      requires_approval: false,
      is_published: false,
    });
    const video = await addContent(
      ctx,
      trainer,
      open.id,
      contentInput('video', 'Pengantar: mengapa cerita anak penting'),
    );
    await attach(
      video.id,
      await media.make('mp4', { seconds: 6, title: 'Pengantar' }),
      'pengantar.mp4',
      'CRS',
    );
    const pdf = await addContent(
      ctx,
      trainer,
      open.id,
      contentInput('pdf', 'Modul latihan: membangun tokoh'),
    );
    await attach(
      pdf.id,
      await media.make('pdf', { pages: 4, title: 'Modul Latihan Tokoh' }),
      'modul.pdf',
      'PDF',
    );
    const quiz = await createQuiz(ctx, accounts.publisherId, {
      title: 'Kuis: tokoh dan alur cerita anak',
      description: 'Lima menit untuk memeriksa pemahaman Anda tentang tokoh dan alur.',
      pass_mark_percent: 60,
      attempts_allowed: null,
      show_answers: true,
    });
    for (const question of DEMO_QUESTIONS) await addQuestion(ctx, trainer, quiz.id, question);
    await addContent(ctx, trainer, open.id, {
      ...contentInput('quiz', 'Kuis: tokoh dan alur'),
      quiz_id: quiz.id,
      min_score: 60,
    });
    await addContent(ctx, trainer, open.id, {
      ...contentInput('text', 'Penutup dan tugas akhir'),
      body: '<p>Tulis satu cerita pendek (maksimal 500 kata) dengan tokoh yang Anda bangun di modul latihan.</p>',
    });
    await updateCourse(ctx, trainer, open.id, { is_published: true });

    const closed = await createCourse(ctx, accounts.publisherId, {
      title: 'Kelas Privat: Ilustrasi Buku Bergambar',
      description:
        '<p>Kelas tertutup untuk peserta lokakarya. Bergabung melalui tautan undangan dari pelatih.</p>',
      category_id: null,
      language: 'id',
      access_mode: 'invite',
      product_id: null,
      sequential: false,
      requires_verified_email: true,
      requires_approval: false,
      is_published: false,
    });
    const sketch = await addContent(ctx, trainer, closed.id, contentInput('pdf', 'Panduan sketsa karakter'));
    await attach(
      sketch.id,
      await media.make('pdf', { pages: 3, title: 'Panduan Sketsa' }),
      'sketsa.pdf',
      'PDF',
    );
    await addContent(ctx, trainer, closed.id, {
      ...contentInput('text', 'Tugas minggu pertama'),
      body: '<p>Gambar tiga ekspresi wajah tokoh utama Anda dan unggah ke grup kelas.</p>',
      drip_days: 7,
    });
    await updateCourse(ctx, trainer, closed.id, { is_published: true });
    await createInvite(ctx, trainer, closed.id, { expires_in_hours: 24 * 30, max_uses: 30 });

    // The member stopped the introduction half-way: the course resumes there (completing it takes playing it).
    await enrol(ctx, member, open.id);
    await saveProgress(ctx, member, video.id, { position: 3, active: false });
    return 2;
  } finally {
    await media.close();
    await rm(temporary, { recursive: true, force: true });
  }
}

/** The demo course's quiz: one question of the common types, answerable from the course's own contents. */
const DEMO_QUESTIONS = [
  {
    type: 'single_choice' as const,
    text: 'Tokoh utama cerita anak sebaiknya…',
    options: ['Punya keinginan yang jelas', 'Tidak pernah berbuat salah', 'Selalu orang dewasa'],
    correct_indexes: [0],
    points: 1,
    time_limit_seconds: null,
  },
  {
    type: 'true_false' as const,
    text: 'Cerita anak yang baik boleh memiliki konflik.',
    correct_answer: true,
    points: 1,
    time_limit_seconds: null,
  },
  {
    type: 'multiple_choice' as const,
    text: 'Mana yang termasuk bagian alur?',
    options: ['Pengenalan', 'Konflik', 'Penyelesaian', 'Harga buku'],
    correct_indexes: [0, 1, 2],
    points: 2,
    time_limit_seconds: null,
  },
];

function contentInput(type: 'video' | 'pdf' | 'text' | 'quiz', title: string) {
  return {
    type,
    title,
    body: '',
    drip_days: null,
    min_score: null,
    completion_threshold: 90,
    product_id: null,
    product_file_id: null,
    quiz_id: null,
  };
}
