import type { Body, Fixtures } from './fixture.ts';

/** The valid bodies the route tables and the fixtures share: every hostile body is a variation of one. */

export const NAMES = ['first_name', 'last_name'];
/** The web extraction endpoints take a page in the body: EXTRACT_MAX_BYTES (20 MB) and 1 MB for JSON's escapes. */
export const EXTRACT_BODY_LIMIT = 21 * 1024 * 1024;
export const POST = {
  title: 'Tulisan Baru',
  slug: 'tulisan-baru',
  content_html: '<p>Isi tulisan baru.</p>',
  seo_title: 'Judul SEO',
  seo_description: 'Ringkasan untuk mesin pencari.',
};
export const PASSWORD = 'Rahasia#123';
export const PRODUCT = {
  name: 'Buku Baru',
  description: '<p>Buku baru yang ditulis untuk pembaca pemula.</p>',
  format: 'PDF',
  base_price: 50_000,
  discount_amount: 5_000,
  language: 'id',
  downloadable: true,
};
export const QUIZ = {
  title: 'Kuis Sasaran',
  description: 'Keterangan kuis.',
  pass_mark_percent: 70,
  attempts_allowed: 3,
  shuffle_questions: true,
  shuffle_options: true,
  show_answers: false,
  time_limit_seconds: 600,
  public_play: true,
};
export const QUESTION = {
  type: 'true_false',
  text: 'Borobudur ada di Jawa Tengah?',
  correct_answer: true,
  points: 2,
  time_limit_seconds: 30,
};
export const quizToken = (f: Fixtures) => ({ 'x-quiz-token': f.quizToken });
export const PRODUCT_UPDATE = {
  name: 'Judul Lain',
  description: '<p>Deskripsi lain yang cukup panjang.</p>',
  base_price: 90_000,
  discount_amount: 10_000,
  language: 'en',
  downloadable: false,
  is_active: false,
};

/** A landing page of the fixture publisher: a hero with an uploaded image, their product, a link list. */
export function landingBody(slug: string, f: Pick<Fixtures, 'landingImage' | 'product'>): Body {
  return {
    title: 'Halaman Saya',
    description: 'Karya saya',
    slug,
    theme: 'light',
    brandColor: '#4f46e5',
    blocks: [
      { type: 'hero', id: 'hero', title: 'Halo', image: f.landingImage },
      { type: 'products', id: 'grid', productIds: [f.product] },
      { type: 'links', id: 'links', items: [{ label: 'Instagram', url: 'https://instagram.com/contoh' }] },
    ],
  };
}
