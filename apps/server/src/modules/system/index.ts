export { devClockRoutes, devMailboxRoutes, healthRoutes } from './routes.ts';
