export { listUnfinishedProducts, type UnfinishedProduct } from './reading-progress.ts';
export { deliveryRoutes } from './routes.ts';
