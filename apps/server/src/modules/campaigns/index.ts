export { campaignRoutes } from './routes.ts';
export {
  type CampaignDiscount,
  findBestRunningDiscount,
  findVoucherDiscount,
  listRunningCampaigns,
  lockVoucherUses,
  recordVoucherUse,
  type VoucherDiscount,
} from './service.ts';
