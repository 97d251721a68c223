import type { Route } from '../probe.ts';
import { ACCOUNTS_ROUTES } from './accounts.ts';
import { BLOG_ROUTES } from './blog.ts';
import { CATALOGUE_ROUTES } from './catalogue.ts';
import { DELIVERY_ROUTES } from './delivery.ts';
import { EXTRACTION_ROUTES } from './extraction.ts';
import { LANDING_PAGES_ROUTES } from './landing-pages.ts';
import { LEDGER_ROUTES } from './ledger.ts';
import { LIVE_QUIZ_ROUTES } from './live-quiz.ts';
import { LMS_ROUTES } from './lms.ts';
import { ORDERS_ROUTES } from './orders.ts';
import { PLATFORM_ROUTES } from './platform.ts';
import { QUIZZES_ROUTES } from './quizzes.ts';
import { RECOMMENDATIONS_ROUTES } from './recommendations.ts';
import { SHORT_LINKS_ROUTES } from './short-links.ts';
import { SLIDES_ROUTES } from './slides.ts';
import { SUBSCRIPTIONS_ROUTES } from './subscriptions.ts';
import { SUPPORT_ROUTES } from './support.ts';

/** Every area's table: together they name every route of the app (route-table.test.ts checks it). */
export const ALL_ROUTES: Route[] = [
  ...ACCOUNTS_ROUTES,
  ...SUPPORT_ROUTES,
  ...CATALOGUE_ROUTES,
  ...LANDING_PAGES_ROUTES,
  ...SUBSCRIPTIONS_ROUTES,
  ...DELIVERY_ROUTES,
  ...LEDGER_ROUTES,
  ...ORDERS_ROUTES,
  ...SLIDES_ROUTES,
  ...QUIZZES_ROUTES,
  ...LIVE_QUIZ_ROUTES,
  ...SHORT_LINKS_ROUTES,
  ...PLATFORM_ROUTES,
  ...EXTRACTION_ROUTES,
  ...BLOG_ROUTES,
  ...LMS_ROUTES,
  ...RECOMMENDATIONS_ROUTES,
];
