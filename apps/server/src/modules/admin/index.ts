export { adminMailRoutes } from './mail-routes.ts';
export { adminRoutes } from './routes.ts';
