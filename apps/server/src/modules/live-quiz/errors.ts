import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const LIVE_QUIZ_ERRORS = {
  /** No running game has this PIN (never existed, a typo, or its game is over: strangers learn nothing of it). */
  LIVE_PIN_NOT_FOUND: {
    status: 404,
    id: 'PIN permainan tidak ditemukan. Periksa lagi angkanya.',
    en: 'No game has this PIN. Check the number again.',
  },
  /** The game already has as many players as its cap allows. */
  LIVE_GAME_FULL: {
    status: 409,
    id: 'Permainan sudah penuh ({cap} pemain).',
    en: 'The game is full ({cap} players).',
  },
  /** A nickname that is empty, too long, or holds characters other than letters, digits, spaces and . _ - '. */
  LIVE_NICKNAME_INVALID: {
    status: 400,
    id: 'Nama panggilan 1–20 karakter: huruf, angka, spasi, titik, garis bawah atau tanda hubung.',
    en: 'A nickname has 1–20 characters: letters, digits, spaces, periods, underscores or hyphens.',
  },
  /** Another player of this game has the same nickname (case, accents and spacing ignored). */
  LIVE_NICKNAME_TAKEN: {
    status: 409,
    id: 'Nama panggilan ini sudah dipakai pemain lain. Pilih yang lain.',
    en: 'Another player already has this nickname. Choose another.',
  },
  /** A nickname with a word on the list of offensive words (Indonesian and English). */
  LIVE_NICKNAME_OFFENSIVE: {
    status: 400,
    id: 'Nama panggilan ini tidak pantas. Pilih yang lain.',
    en: 'This nickname is not appropriate. Choose another.',
  },
  /** A resume token that is unknown, or whose player was removed. */
  LIVE_RESUME_INVALID: {
    status: 400,
    id: 'Sesi permainan Anda tidak ditemukan. Gabung lagi dengan PIN.',
    en: 'Your game session was not found. Join again with the PIN.',
  },
  /** A game message before `join`, `resume` or `host`. */
  LIVE_NOT_JOINED: {
    status: 400,
    id: 'Gabung ke permainan terlebih dahulu.',
    en: 'Join the game first.',
  },
  /** A second `join`, `resume` or `host` on a socket that has already joined. */
  LIVE_ALREADY_JOINED: {
    status: 409,
    id: 'Koneksi ini sudah tergabung dalam permainan.',
    en: 'This connection has already joined a game.',
  },
  /** An answer to a question that is not the open one (not yet open, closed, or another index). */
  LIVE_QUESTION_NOT_OPEN: {
    status: 409,
    id: 'Pertanyaan ini tidak sedang dibuka; jawaban tidak dihitung.',
    en: 'This question is not open; the answer was not counted.',
  },
  /** A second, different answer to a question this player has already answered. */
  LIVE_ALREADY_ANSWERED: {
    status: 409,
    id: 'Anda sudah menjawab pertanyaan ini. Jawaban pertama yang dihitung.',
    en: 'You already answered this question. The first answer counts.',
  },
  /** An answer that does not fit the question (wrong shape, an index out of range, an incomplete order). */
  LIVE_ANSWER_INVALID: {
    status: 400,
    id: 'Jawaban tidak sesuai dengan pertanyaan ini.',
    en: 'The answer does not fit this question.',
  },
  /** A frame that is not JSON, or not one of the protocol's messages. */
  LIVE_MESSAGE_INVALID: {
    status: 400,
    id: 'Pesan tidak dikenali.',
    en: 'The message was not understood.',
  },
  /** A frame larger than the protocol allows; the connection is closed. */
  LIVE_FRAME_TOO_LARGE: {
    status: 413,
    id: 'Pesan terlalu besar; koneksi ditutup.',
    en: 'The message is too large; the connection is closed.',
  },
  /** Too many messages from one connection; repeated, the connection is closed. */
  LIVE_RATE_LIMITED: {
    status: 429,
    id: 'Terlalu banyak pesan. Tunggu sebentar.',
    en: 'Too many messages. Wait a moment.',
  },
  /** A host message with a wrong game or host token, or a host command from a player. */
  LIVE_HOST_FORBIDDEN: {
    status: 403,
    id: 'Hanya pembawa acara permainan ini yang dapat melakukannya.',
    en: 'Only this game’s host can do that.',
  },
  /** A host command that does not fit the game's state (start twice, pause in the lobby, kick an unknown player). */
  LIVE_COMMAND_INVALID: {
    status: 409,
    id: 'Perintah ini tidak dapat dijalankan pada tahap permainan sekarang.',
    en: 'This command cannot run at the game’s current stage.',
  },
  /** The player was removed from the game by its host. */
  LIVE_KICKED: {
    status: 403,
    id: 'Anda dikeluarkan dari permainan oleh pembawa acara.',
    en: 'The host removed you from the game.',
  },
  /** A join to a game whose host locked it (players already in it come back as before). */
  LIVE_GAME_LOCKED: {
    status: 409,
    id: 'Pembawa acara sudah mengunci permainan ini; pemain baru tidak bisa bergabung.',
    en: 'The host has locked this game; new players cannot join.',
  },
  /** Too many joins from one address, or into one game, in the last ten minutes. */
  LIVE_JOINS_LIMITED: {
    status: 429,
    id: 'Terlalu banyak yang bergabung dari sini. Coba lagi dalam {minutes} menit.',
    en: 'Too many joins from here. Try again in {minutes} minutes.',
  },
  /** Too many PIN look-ups (or too many that found no game) from one address in the last ten minutes. */
  LIVE_PIN_LOOKUPS_LIMITED: {
    status: 429,
    id: 'Terlalu banyak PIN dicoba dari sini. Coba lagi dalam {minutes} menit.',
    en: 'Too many PINs tried from here. Try again in {minutes} minutes.',
  },
  /** A live game from a quiz without questions. */
  LIVE_QUIZ_EMPTY: {
    status: 422,
    id: 'Kuis ini belum punya pertanyaan.',
    en: 'This quiz has no questions yet.',
  },
  /** A player cap above what this server allows. */
  LIVE_PLAYER_CAP_INVALID: {
    status: 400,
    id: 'Batas pemain maksimal {max}.',
    en: 'The player cap is at most {max}.',
  },
} satisfies Record<string, ErrorSpec>;
