import type { CoursePlan, PlanChapter } from '@pustaka/contract';

/** A plan as the server proposes it for the demo ebook: three chapters of a 20-page book. */
export const chapter = (title: string, first: number, last: number): PlanChapter => ({
  title,
  first_page: first,
  last_page: last,
  summary: `Ringkasan ${title}.`,
  slides: true,
  quiz: true,
  question_count: 5,
});

export const PLAN: CoursePlan = {
  source: { kind: 'ebook', product_id: 7 },
  source_title: 'Merintis Usaha Kuliner dari Rumah',
  unit: 'page',
  page_count: 20,
  rights: 'copy',
  outline_from: 'bookmarks',
  generator: 'builtin',
  product_url: null,
  course: {
    title: 'Merintis Usaha Kuliner dari Rumah',
    description: 'Kursus dari ebook.',
    language: 'id',
    sequential: true,
    drip_days_per_chapter: null,
  },
  chapters: [chapter('Menu Andalan', 2, 5), chapter('Modal dan Harga', 6, 11), chapter('Izin PIRT', 12, 20)],
  final_quiz: { enabled: true, question_count: 10 },
};
