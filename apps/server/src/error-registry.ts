import { ASSISTANT_ERRORS } from '#modules/assistant/errors.ts';
import { AUTH_ERRORS } from '#modules/auth/errors.ts';
import { AUTHORS_ERRORS } from '#modules/authors/errors.ts';
import { BLOG_ERRORS } from '#modules/blog/errors.ts';
import { CAMPAIGNS_ERRORS } from '#modules/campaigns/errors.ts';
import { DELIVERY_ERRORS } from '#modules/delivery/errors.ts';
import { EXTRACTION_ERRORS } from '#modules/extraction/errors.ts';
import { LANDING_PAGES_ERRORS } from '#modules/landing-pages/errors.ts';
import { LEDGER_ERRORS } from '#modules/ledger/errors.ts';
import { LIVE_QUIZ_ERRORS } from '#modules/live-quiz/errors.ts';
import { LMS_ERRORS } from '#modules/lms/errors.ts';
import { ORDERS_ERRORS } from '#modules/orders/errors.ts';
import { PAYMENTS_ERRORS } from '#modules/payments/errors.ts';
import { QUIZZES_ERRORS } from '#modules/quizzes/errors.ts';
import { RECOMMENDATIONS_ERRORS } from '#modules/recommendations/errors.ts';
import { SHORT_LINKS_ERRORS } from '#modules/short-links/errors.ts';
import { SLIDES_ERRORS } from '#modules/slides/errors.ts';
import { SUBSCRIPTIONS_ERRORS } from '#modules/subscriptions/errors.ts';
import { SUPPORT_ERRORS } from '#modules/support/errors.ts';
import { USERS_ERRORS } from '#modules/users/errors.ts';
import { PLATFORM_ERRORS } from '#platform/platform-errors.ts';

/**
 * Every error code of the API in one table: the platform's and each module's own (`modules/<name>/errors.ts`).
 * It lives outside `platform` because it names modules; platform/errors.ts reads it. The codes files hold data
 * only, so importing them loads nothing else of their modules.
 */
export const ERRORS = {
  ...PLATFORM_ERRORS,
  ...ASSISTANT_ERRORS,
  ...AUTH_ERRORS,
  ...AUTHORS_ERRORS,
  ...BLOG_ERRORS,
  ...CAMPAIGNS_ERRORS,
  ...DELIVERY_ERRORS,
  ...EXTRACTION_ERRORS,
  ...LANDING_PAGES_ERRORS,
  ...LEDGER_ERRORS,
  ...LIVE_QUIZ_ERRORS,
  ...LMS_ERRORS,
  ...ORDERS_ERRORS,
  ...PAYMENTS_ERRORS,
  ...QUIZZES_ERRORS,
  ...RECOMMENDATIONS_ERRORS,
  ...SHORT_LINKS_ERRORS,
  ...SLIDES_ERRORS,
  ...SUBSCRIPTIONS_ERRORS,
  ...SUPPORT_ERRORS,
  ...USERS_ERRORS,
};

export type ErrorCode = keyof typeof ERRORS;
