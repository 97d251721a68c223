export { readyRoutes } from './ready.ts';
export { devClockRoutes, devMailboxRoutes, healthRoutes } from './routes.ts';
