import type { FastifyRequest } from 'fastify';
import type { Language, Texts } from './errors.ts';

/**
 * Every success `message` a route sends, in both languages. Routes call `say(request, key)`; a literal
 * text in a route is a bug that the success-message suite catches.
 */
export const MESSAGES = {
  registered: {
    id: 'Pendaftaran berhasil. Cek email Anda untuk verifikasi.',
    en: 'Registered. Check your email to verify.',
  },
  loggedIn: { id: 'Berhasil masuk.', en: 'Logged in.' },
  loggedOut: { id: 'Berhasil keluar.', en: 'Logged out.' },
  passwordChanged: {
    id: 'Kata sandi diubah. Sesi di perangkat lain telah diakhiri.',
    en: 'Password changed. Sessions on other devices were ended.',
  },
  verificationSent: {
    id: 'Email verifikasi telah dikirim. Periksa inbox Anda.',
    en: 'Verification email sent. Check your inbox.',
  },
  verified: { id: 'Email berhasil diverifikasi.', en: 'Email verified.' },
  accountCreated: {
    id: 'Akun dibuat. Undangan untuk membuat kata sandi telah dikirim.',
    en: 'Account created. An invitation to set a password was sent.',
  },
  invitationResent: { id: 'Undangan dikirim ulang.', en: 'Invitation sent again.' },
  passwordSet: {
    id: 'Kata sandi tersimpan dan email Anda terverifikasi. Silakan masuk.',
    en: 'Password saved and your email verified. Please log in.',
  },
  mailResent: { id: 'Email dikirim ulang.', en: 'Email sent again.' },
  contactReceived: {
    id: 'Terima kasih! Pesan Anda sudah kami terima; kami membalas dalam 2 hari kerja.',
    en: 'Thank you! Your message has been received; we reply within 2 working days.',
  },
  productDeleted: { id: 'Produk dihapus.', en: 'Product deleted.' },
  landingPageDeleted: { id: 'Halaman dihapus.', en: 'Page deleted.' },
  landingPagePublished: { id: 'Halaman diterbitkan.', en: 'Page published.' },
  landingPageUnpublished: { id: 'Halaman ditarik dari publik.', en: 'Page unpublished.' },
  categoryDeleted: { id: 'Kategori dihapus.', en: 'Category deleted.' },
  authorDeleted: { id: 'Data penulis dihapus.', en: 'Author deleted.' },
  campaignDeleted: { id: 'Kampanye dihapus.', en: 'Campaign deleted.' },
  userDeleted: { id: 'Pengguna dihapus.', en: 'User deleted.' },
  slideshowDeleted: { id: 'Presentasi dihapus.', en: 'Slideshow deleted.' },
  slideDeleted: { id: 'Slide dihapus.', en: 'Slide deleted.' },
  googleDisconnected: { id: 'Akun Google diputus.', en: 'Google account disconnected.' },
  groupDeleted: { id: 'Grup dihapus.', en: 'Group deleted.' },
  emailSent: { id: 'Email terkirim.', en: 'Email sent.' },
  apiKeyCreated: {
    id: 'Kunci API dibuat. Salin sekarang: kunci ini tidak akan ditampilkan lagi.',
    en: 'API key created. Copy it now: it will not be shown again.',
  },
  apiKeyRevoked: { id: 'Kunci API dicabut.', en: 'API key revoked.' },
  extractionQueued: {
    id: 'PDF ini panjang: ekstraksi berjalan di latar belakang. Periksa status_url.',
    en: 'This PDF is long: it is being extracted in the background. Poll status_url.',
  },
  blogPostPublished: { id: 'Tulisan diterbitkan.', en: 'Post published.' },
  blogPostScheduled: { id: 'Tulisan dijadwalkan terbit.', en: 'Post scheduled.' },
  blogPostUnpublished: { id: 'Tulisan ditarik kembali menjadi draf.', en: 'Post moved back to drafts.' },
  blogPostDeleted: { id: 'Tulisan dihapus.', en: 'Post deleted.' },
  quizDeleted: { id: 'Kuis dihapus.', en: 'Quiz deleted.' },
  quizQuestionDeleted: { id: 'Pertanyaan dihapus.', en: 'Question deleted.' },
  quizQuestionsImported: { id: 'Pertanyaan berhasil diimpor.', en: 'Questions imported.' },
  courseDeleted: { id: 'Kursus dihapus.', en: 'Course deleted.' },
  contentDeleted: { id: 'Materi dihapus.', en: 'Content deleted.' },
  enrolled: { id: 'Anda terdaftar di kursus ini. Selamat belajar!', en: 'You are enrolled. Happy learning!' },
  participantRemoved: { id: 'Peserta dikeluarkan dari kursus.', en: 'Learner removed from the course.' },
  participantRestored: { id: 'Peserta dipulihkan.', en: 'Learner restored.' },
  enrolmentRequested: {
    id: 'Permintaan bergabung terkirim. Anda bisa mulai belajar setelah pelatih menyetujuinya.',
    en: 'Request sent. You can start learning once the trainer approves it.',
  },
  requestsApproved: {
    id: 'Permintaan disetujui; peserta sudah bisa belajar.',
    en: 'Requests approved; the learners can start now.',
  },
  requestsDeclined: { id: 'Permintaan ditolak.', en: 'Requests declined.' },
  feedbackSaved: { id: 'Terima kasih atas ulasan Anda.', en: 'Thank you for your feedback.' },
  shortLinkDeleted: { id: 'Tautan pendek dihapus.', en: 'Short link deleted.' },
  shortLinkReported: {
    id: 'Terima kasih, laporan Anda sudah diterima dan akan diperiksa admin.',
    en: 'Thank you, your report was received and an admin will review it.',
  },
  blockedHostRemoved: { id: 'Host dihapus dari daftar blokir.', en: 'Host removed from the block-list.' },
} satisfies Record<string, Texts>;

export type MessageKey = keyof typeof MESSAGES;

/** Picks id or en from Accept-Language when it names one; Indonesian is the default. */
export function languageOf(acceptLanguage: string | undefined): Language | undefined {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first.startsWith('id') || first.startsWith('in')) return 'id';
  return undefined;
}

/**
 * The language to answer in: the one Accept-Language names (the web app sends the one on screen), else
 * the signed-in user's own choice, else English for a machine client (a call with an `X-API-Key`, whose
 * errors end up in logs and developers' consoles), else Indonesian.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return (
    languageOf(request.headers['accept-language']) ??
    request.principal?.user.language ??
    (request.headers['x-api-key'] !== undefined ? 'en' : 'id')
  );
}

/** A success message in the caller's language. */
export function say(request: FastifyRequest, key: MessageKey): string {
  return MESSAGES[key][requestLanguage(request)];
}
