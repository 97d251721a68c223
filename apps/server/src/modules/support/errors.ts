import type { ErrorSpec } from '#platform/errors.ts';

/** The error codes this module raises; `src/error-registry.ts` joins every module's into one table. */
export const SUPPORT_ERRORS = {
  /** A guest asked for the Premium Creator tier, which is given to an account. */
  SUPPORT_SIGN_IN_REQUIRED: {
    status: 403,
    id: 'Masuk ke akun Anda terlebih dahulu untuk mengajukan Premium Creator.',
    en: 'Sign in first to ask for Premium Creator.',
  },
  /** A reply or an answer to a closed request. */
  SUPPORT_REQUEST_CLOSED: {
    status: 409,
    id: 'Permintaan ini sudah ditutup. Kirim permintaan baru, atau buka kembali permintaan ini.',
    en: 'This request is closed. Send a new request, or reopen this one.',
  },
  /** Assigning a request to someone who is neither an admin nor in the support group. */
  SUPPORT_ASSIGNEE_NOT_STAFF: {
    status: 422,
    id: 'Permintaan hanya dapat ditugaskan kepada admin atau anggota grup support.',
    en: 'A request can only be assigned to an admin or a member of the support group.',
  },
  /** Support staff who are not admins may answer, but only an admin decides on Premium Creator. */
  SUPPORT_PREMIUM_DECISION_ADMIN_ONLY: {
    status: 403,
    id: 'Hanya admin yang dapat memutuskan pengajuan Premium Creator.',
    en: 'Only an admin can decide on a Premium Creator request.',
  },
  /** A Premium Creator decision on a request of another type. */
  SUPPORT_NOT_PREMIUM_REQUEST: {
    status: 422,
    id: 'Keputusan Premium Creator hanya untuk permintaan berjenis Premium Creator.',
    en: 'A Premium Creator decision is only for Premium Creator requests.',
  },
  /** The Premium Creator request was already approved or declined. */
  SUPPORT_PREMIUM_ALREADY_DECIDED: {
    status: 409,
    id: 'Pengajuan Premium Creator ini sudah diputuskan ({decision}).',
    en: 'This Premium Creator request was already decided ({decision}).',
  },
} satisfies Record<string, ErrorSpec>;
