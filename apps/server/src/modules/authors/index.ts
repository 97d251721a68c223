export { assertAuthorExists, authorPhotoUrl, findAllAuthorCards, findAuthorCards } from './author-cards.ts';
export { authorRecordRoutes } from './routes.ts';
