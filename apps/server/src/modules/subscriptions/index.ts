export { subscriptionRoutes } from './routes.ts';
export { listUserSubscriptions } from './service.ts';
