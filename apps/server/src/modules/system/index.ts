export { devMailboxRoutes, healthRoutes } from './routes.ts';
