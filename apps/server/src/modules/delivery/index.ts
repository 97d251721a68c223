export { deliveryRoutes } from './routes.ts';
