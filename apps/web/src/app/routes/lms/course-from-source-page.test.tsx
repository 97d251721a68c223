// @vitest-environment happy-dom
import type { CourseBuild, CourseBuildStep, CoursePlan, SlideSourceEbook } from '@pustaka/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN } from '@/features/course-from-source/test-kit';
import { ApiError, api } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-files';
import { renderWithProviders } from '@/test/render-with-providers';
import { CourseFromSourcePage } from './course-from-source-page';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } };
});
vi.mock('@/lib/api-files', () => ({ apiUpload: vi.fn() }));
const access = { allowed: true, isPending: false };
vi.mock('@/features/subscription/api/plans', () => ({ useFeatureAccess: () => access }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const upload = vi.mocked(apiUpload);
const UPLOAD_ID = '0b6f1e6a-7a52-4c1e-9d0a-3f4e5d6c7b8a';

const EBOOKS: SlideSourceEbook[] = [
  {
    product_id: 7,
    name: 'Merintis Usaha Kuliner dari Rumah',
    image_url: null,
    relation: 'created',
    page_count: 20,
  },
  { product_id: 9, name: 'Panduan Pembelajaran Mesin', image_url: null, relation: 'owned', page_count: 11 },
];

const step = (
  kind: CourseBuildStep['kind'],
  chapter: number | null,
  status: CourseBuildStep['status'],
): CourseBuildStep => ({
  kind,
  chapter,
  title: chapter === null ? 'Kursus' : `${chapter + 1}. Bab`,
  status,
  content_id: status === 'done' && kind !== 'course' ? 100 + (chapter ?? 0) : null,
  error:
    status === 'failed'
      ? {
          code: 'AI_UNAVAILABLE',
          message: { id: 'Slide tidak bisa dibuat.', en: 'Slides could not be made.' },
        }
      : null,
});

function build(status: CourseBuild['status'], steps: CourseBuildStep[]): CourseBuild {
  return {
    id: '6f1c1d5e-4a43-4b8e-9f56-7d1a2b3c4d5e',
    status,
    course_id: 41,
    course_title: 'Kuliner Rumahan',
    rights: 'copy',
    steps,
    done: steps.filter((s) => s.status === 'done').length,
    failed: steps.filter((s) => s.status === 'failed').length,
    total: steps.length,
    created_at: '2026-11-28T15:00:00.000Z',
    finished_at: status === 'running' ? null : '2026-11-28T15:00:09.000Z',
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(path = '/lms/dashboard/courses/from-source') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/lms/dashboard/courses/from-source"
        element={
          <>
            <CourseFromSourcePage />
            <Where />
          </>
        }
      />
      <Route path="/lms/dashboard/courses/:id/edit" element={<Where />} />
      <Route path="/subscription" element={<p>halaman paket</p>} />
    </Routes>,
    { path },
  );
}

/** Picks the first ebook and reads its outline; resolves once the plan is on screen. */
async function readPlan(plan: CoursePlan = PLAN) {
  post.mockResolvedValueOnce(plan);
  fireEvent.change(await screen.findByTestId('source-ebook'), {
    target: { value: String(plan.source.kind === 'ebook' ? plan.source.product_id : 7) },
  });
  fireEvent.click(screen.getByTestId('read-outline'));
  await screen.findByText('Rencana kursus');
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  access.allowed = true;
  access.isPending = false;
  get.mockImplementation(async (path: string) => {
    if (path === '/ai-slides/sources/ebooks') return { items: EBOOKS };
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(cleanup);

describe('CourseFromSourcePage', () => {
  it('sends a trainer whose plan lacks the assistant to the plans', async () => {
    access.allowed = false;
    renderPage();
    expect(await screen.findByText('halaman paket')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('says when there is no ebook to pick, and reads nothing without a source', async () => {
    get.mockResolvedValueOnce({ items: [] });
    renderPage();
    expect(await screen.findByText('Belum ada ebook PDF yang Anda terbitkan atau beli')).toBeTruthy();
    expect((screen.getByTestId('read-outline') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a placeholder while the ebooks load, and nothing to read yet', async () => {
    get.mockReturnValueOnce(new Promise(() => undefined));
    renderPage();
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByTestId('source-ebook')).toBeNull();
    expect((screen.getByTestId('read-outline') as HTMLButtonElement).disabled).toBe(true);
  });

  it('reads an uploaded PDF, whose chapters are parts of its text copied as text', async () => {
    upload.mockResolvedValueOnce({
      success: true,
      data: {
        upload_id: UPLOAD_ID,
        file_name: 'modul.pdf',
        title: 'Modul',
        page_count: 12,
        word_count: 4000,
        headings: [],
        expires_at: '2026-11-29T15:00:00.000Z',
      },
    });
    renderPage();
    fireEvent.click(await screen.findByText('Unggah PDF'));
    const file = new File(['%PDF-1.7'], 'modul.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Berkas PDF'), { target: { files: [file] } });
    expect(await screen.findByText('PDF "modul.pdf" siap (12 halaman).')).toBeTruthy();
    post.mockResolvedValueOnce({
      ...PLAN,
      source: { kind: 'pdf_upload', upload_id: UPLOAD_ID },
      unit: 'part',
      page_count: 20,
      outline_from: 'headings',
    });
    fireEvent.click(screen.getByTestId('read-outline'));
    await screen.findByText('Rencana kursus');
    expect(post.mock.calls[0]?.[1]).toMatchObject({ source: { kind: 'pdf_upload', upload_id: UPLOAD_ID } });
    expect(screen.getByTestId('rights-mode').textContent).toContain('teks setiap bagian menjadi materi teks');
    expect(screen.getAllByTestId('chapter-range')[0]?.textContent).toBe('bagian 2–5');
  });

  it('shows why the outline could not be read', async () => {
    renderPage();
    post.mockRejectedValueOnce(
      new ApiError(422, 'PDF_WITHOUT_TEXT', 'PDF ini tidak berisi teks yang bisa dibaca.'),
    );
    fireEvent.change(await screen.findByTestId('source-ebook'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('read-outline'));
    expect(await screen.findByText('PDF ini tidak berisi teks yang bisa dibaca.')).toBeTruthy();
    expect(screen.queryByText('Rencana kursus')).toBeNull();
  });

  it('reads the outline, takes the edited plan, follows the build and lands in the course editor', async () => {
    renderPage();
    fireEvent.change(await screen.findByTestId('source-ebook'), { target: { value: '7' } });
    expect(screen.getByTestId('source-relation').textContent).toContain('halaman setiap bab bisa disalin');
    await readPlan();
    expect(post).toHaveBeenCalledWith('/assistant/course-plans', {
      source: { kind: 'ebook', product_id: 7 },
      language: 'id',
      slides: true,
      quizzes: true,
      questions_per_chapter: 5,
    });
    expect(screen.getByTestId('rights-mode').textContent).toContain('halaman setiap bab menjadi materi PDF');
    expect(screen.getAllByTestId('plan-chapter')).toHaveLength(3);
    expect(screen.queryByText('belum ada ringkasan', { exact: false })).toBeNull();
    fireEvent.change(screen.getByLabelText('Ringkasan bab 3'), { target: { value: '' } });
    expect(screen.getByText('ditulis saat kursus dibuat', { exact: false })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ringkasan bab 3'), {
      target: { value: PLAN.chapters[2]?.summary },
    });

    // Rename the first chapter, drop the second, no slides for the last.
    fireEvent.change(screen.getByLabelText('Judul bab 1'), { target: { value: 'Menu Andalan Rumahan' } });
    fireEvent.click(within(screen.getAllByTestId('plan-chapter')[1] as HTMLElement).getByText('Hapus bab'));
    const last = screen.getAllByTestId('plan-chapter')[1] as HTMLElement;
    fireEvent.click(within(last).getByLabelText('Slide'));
    expect(screen.getByTestId('plan-totals').textContent).toBe('2 bab · 1 slide · 3 kuis');

    const running = build('running', [step('course', null, 'done'), step('summary', 0, 'pending')]);
    const done = build('done', [step('course', null, 'done'), step('summary', 0, 'done')]);
    post.mockResolvedValueOnce(running);
    get.mockResolvedValue(done);
    fireEvent.click(screen.getByTestId('create-course'));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls[1]).toEqual([
      '/assistant/course-builds',
      {
        source: PLAN.source,
        course: PLAN.course,
        chapters: [
          { ...PLAN.chapters[0], title: 'Menu Andalan Rumahan' },
          { ...PLAN.chapters[2], slides: false },
        ],
        final_quiz: PLAN.final_quiz,
      },
    ]);
    expect(await screen.findByTestId('build-running')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(
      `/lms/dashboard/courses/from-source?build=${running.id}`,
    );
    await waitFor(
      () => expect(screen.getByTestId('where').textContent).toBe('/lms/dashboard/courses/41/edit'),
      {
        timeout: 4_000,
      },
    );
    expect(get).toHaveBeenCalledWith(`/assistant/course-builds/${running.id}`, expect.anything());
  });

  it('says a bought ebook is referenced, never copied', async () => {
    renderPage();
    fireEvent.change(await screen.findByTestId('source-ebook'), { target: { value: '9' } });
    expect(screen.getByTestId('source-relation').textContent).toContain('halamannya tidak disalin');
    await readPlan({
      ...PLAN,
      source: { kind: 'ebook', product_id: 9 },
      rights: 'reference',
      product_url: 'http://localhost/product/9',
    });
    expect(screen.getByText('Ebook dirujuk, tidak disalin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat halaman ebook' }).getAttribute('href')).toBe(
      'http://localhost/product/9',
    );
    // A split leaves both halves without a summary, and nothing is written from a bought book's pages.
    const second = screen.getAllByTestId('plan-chapter')[1] as HTMLElement;
    fireEvent.click(within(second).getByText('Pisah'));
    fireEvent.click(within(second).getByText('Pisah di sini'));
    expect(screen.getAllByTestId('plan-chapter')).toHaveLength(4);
    expect(screen.getAllByTestId('chapter-range').map((range) => range.textContent)).toEqual([
      'halaman 2–5',
      'halaman 6–8',
      'halaman 9–11',
      'halaman 12–20',
    ]);
    expect(screen.getAllByText('belum ada ringkasan', { exact: false })).toHaveLength(2);
    expect(screen.getByLabelText('Judul bab 3')).toHaveProperty('value', 'Modal dan Harga (lanjutan)');
  });

  it('keeps a build that failed partway on screen: what was made, what was not, and the way to the editor', async () => {
    const failed = build('failed', [
      step('course', null, 'done'),
      step('summary', 0, 'done'),
      step('pages', 0, 'done'),
      step('slides', 0, 'failed'),
      step('quiz', 0, 'done'),
      step('final_quiz', null, 'skipped'),
    ]);
    get.mockImplementation(async () => failed);
    renderPage(`/lms/dashboard/courses/from-source?build=${failed.id}`);
    expect((await screen.findByTestId('build-failed')).textContent).toContain('4 langkah berhasil');
    expect(screen.getByTestId('build-not-made').textContent).toContain('Slide · 1. Bab');
    expect(screen.getByText('Slide tidak bisa dibuat.')).toBeTruthy();
    expect(screen.getByTestId('open-editor').getAttribute('href')).toBe('/lms/dashboard/courses/41/edit');
    // Each content made opens in its editor.
    expect(
      screen.getAllByRole('link', { name: 'Buka materi' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/lms/dashboard/contents/100', '/lms/dashboard/contents/100', '/lms/dashboard/contents/100']);
    expect(screen.getByTestId('where').textContent).toContain('?build=');
  });

  it('refuses to create a plan whose titles are too short, and says which', async () => {
    renderPage();
    await readPlan();
    fireEvent.change(screen.getByLabelText('Judul bab 2'), { target: { value: 'ab' } });
    expect(screen.getByTestId('plan-problems').textContent).toContain('Judul bab 2 harus 3–200 karakter.');
    expect((screen.getByTestId('create-course') as HTMLButtonElement).disabled).toBe(true);

    // Changing the source asks first, then drops the edited plan.
    fireEvent.click(screen.getByRole('button', { name: 'Ganti sumber' }));
    expect(screen.getByText('Buang rencana ini?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-change-source'));
    expect(screen.queryByText('Rencana kursus')).toBeNull();
    expect(await screen.findByTestId('source-ebook')).toBeTruthy();
  });
});
