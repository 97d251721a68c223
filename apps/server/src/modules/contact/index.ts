export { contactRoutes } from './routes.ts';
export { countContactMessages } from './service.ts';
