import { QUESTION, QUIZ, quizToken } from '../bodies.ts';
import type { Route } from '../probe.ts';

/** Quizzes: the publisher's editor and import, guests' play, and the assistant that writes questions, courses and copy. */
// biome-ignore format: one route per line keeps the table readable and a new route a one-line change
export const QUIZZES_ROUTES: Route[] = [
  { method: 'POST', path: '/api/v2/assistant/quiz-questions', auth: 'admin', body: { source: { kind: 'text', text: 'Candi Borobudur adalah candi Buddha terbesar di dunia yang terletak di Magelang. Candi ini dibangun pada tahun 800 oleh Dinasti Syailendra. Candi Prambanan adalah kompleks candi Hindu dari abad ke-9 setinggi 47 meter, sekitar 17 km dari Yogyakarta.' }, count: 3, language: 'id', types: ['single_choice', 'short_answer'] } },
  { method: 'POST', path: '/api/v2/assistant/course-plans', auth: 'admin', body: (f) => ({ source: { kind: 'ebook', product_id: f.product }, language: 'id', questions_per_chapter: 3 }) },
  { method: 'POST', path: '/api/v2/assistant/course-builds', auth: 'admin', body: (f) => ({ source: { kind: 'ebook', product_id: f.product }, course: { title: 'Kursus dari Buku', description: '', language: 'id', sequential: true, drip_days_per_chapter: null }, chapters: [{ title: 'Bab Satu', first_page: 1, last_page: 1, summary: 'Ringkasan.', slides: false, quiz: false, question_count: 3 }], final_quiz: { enabled: false, question_count: 5 } }) },
  { method: 'GET', path: '/api/v2/assistant/course-builds/:id', auth: 'admin' },
  { method: 'POST', path: '/api/v2/assistant/copy', auth: 'admin', body: { kind: 'blog', notes: 'Catatan tentang usaha kuliner rumahan: modal awal, harga jual, kemasan yang aman, izin edar PIRT, pemasaran lewat media sosial dan pesan antar, serta cara menghitung laba setiap bulan.', language: 'id' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quizzes', auth: 'publisher', query: { page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes', auth: 'publisher', body: QUIZ },
  { method: 'GET', path: '/api/v2/publisher/lms/quizzes/:id', auth: 'publisher', ids: { id: 'quiz' } },
  { method: 'PUT', path: '/api/v2/publisher/lms/quizzes/:id', auth: 'publisher', ids: { id: 'quiz' }, body: { ...QUIZ, title: 'Kuis Lain' } },
  { method: 'DELETE', path: '/api/v2/publisher/lms/quizzes/:id', auth: 'publisher', ids: { id: 'quiz' } },
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes/:id/questions', auth: 'publisher', ids: { id: 'quiz' }, body: QUESTION },
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes/:id/questions/bulk', auth: 'publisher', ids: { id: 'quiz' }, body: { questions: [QUESTION, { ...QUESTION, text: 'Prambanan ada di Jawa Tengah?' }] } },
  { method: 'PUT', path: '/api/v2/publisher/lms/quizzes/:id/questions/order', auth: 'publisher', ids: { id: 'quiz' }, body: (f) => ({ question_ids: [f.question, f.question] }) },
  { method: 'PUT', path: '/api/v2/publisher/lms/quizzes/:id/questions/:questionId', auth: 'publisher', ids: { id: 'quiz', questionId: 'question' }, body: { ...QUESTION, text: 'Benarkah?' } },
  { method: 'DELETE', path: '/api/v2/publisher/lms/quizzes/:id/questions/:questionId', auth: 'publisher', ids: { id: 'quiz', questionId: 'question' } },
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes/:id/questions/:questionId/image', auth: 'publisher', ids: { id: 'quiz', questionId: 'question' }, multipart: 'image' },
  { method: 'DELETE', path: '/api/v2/publisher/lms/quizzes/:id/questions/:questionId/image', auth: 'publisher', ids: { id: 'quiz', questionId: 'question' } },
  { method: 'POST', path: '/api/v2/publisher/lms/quizzes/:id/import', auth: 'publisher', ids: { id: 'quiz' }, multipart: 'csv' },
  { method: 'GET', path: '/api/v2/publisher/lms/quizzes/:id/export', auth: 'publisher', ids: { id: 'quiz' } },
  { method: 'GET', path: '/api/v2/publisher/lms/quizzes/:id/stats', auth: 'publisher', ids: { id: 'quiz' } },
  { method: 'GET', path: '/api/v2/public/lms/quizzes/:id', auth: 'guest', ids: { id: 'quiz' } },
  { method: 'POST', path: '/api/v2/public/lms/quizzes/:id/sessions', auth: 'guest', ids: { id: 'quiz' }, body: { nickname: 'Tamu Sasaran' }, names: ['nickname'], headers: () => ({ 'x-quiz-browser': 'bukan.tanda-tangan-kami' }) },
  { method: 'GET', path: '/api/v2/public/lms/quizzes/:id/sessions/:sessionId', auth: 'guest', ids: { id: 'quiz', sessionId: 'quizSession' }, headers: quizToken },
  { method: 'POST', path: '/api/v2/public/lms/quizzes/:id/sessions/:sessionId/answers', auth: 'guest', ids: { id: 'quiz', sessionId: 'quizSession' }, headers: quizToken, body: { question_index: 0, answer: true } },
  { method: 'POST', path: '/api/v2/public/lms/quizzes/:id/sessions/:sessionId/complete', auth: 'guest', ids: { id: 'quiz', sessionId: 'quizSession' }, headers: quizToken },
  { method: 'GET', path: '/api/v2/public/lms/quiz-images/:name', auth: 'guest', ids: { name: 'quizImage' } },
];
