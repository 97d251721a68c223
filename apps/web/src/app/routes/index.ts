import type { AreaRoutes } from '@/app/lazy-route';
import { adminRoutes } from './admin';
import { aiSlidesRoutes } from './ai-slides';
import { authRoutes } from './auth';
import { blogRoutes } from './blog';
import { catalogueRoutes } from './catalogue';
import { checkoutRoutes } from './checkout';
import { dashboardRoutes } from './dashboard';
import { debugRoutes } from './debug';
import { infoRoutes } from './info';
import { liveQuizRoutes } from './live-quiz';
import { lmsRoutes } from './lms';
import { publisherRoutes } from './publisher';
import { quizzesRoutes } from './quizzes';
import { subscriptionRoutes } from './subscription';
import { supportRoutes } from './support';
import { viewersRoutes } from './viewers';

/**
 * Every area's pages. The router loads this module (one small chunk) on the first navigation to any page but
 * the home page, and adds each area's routes under the layout they name. A new area is a module here.
 */
export const areas: AreaRoutes[] = [
  catalogueRoutes,
  infoRoutes,
  subscriptionRoutes,
  blogRoutes,
  authRoutes,
  lmsRoutes,
  quizzesRoutes,
  liveQuizRoutes,
  dashboardRoutes,
  checkoutRoutes,
  viewersRoutes,
  aiSlidesRoutes,
  adminRoutes,
  supportRoutes,
  publisherRoutes,
  debugRoutes,
];
