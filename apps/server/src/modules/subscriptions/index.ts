export { subscriptionRoutes } from './routes.ts';
export { hasActivePlan, listUserSubscriptions } from './service.ts';
