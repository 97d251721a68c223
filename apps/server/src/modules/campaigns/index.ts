export { campaignRoutes } from './routes.ts';
export { type CampaignDiscount, findBestRunningDiscount } from './service.ts';
