export { adminRoutes } from './routes.ts';
