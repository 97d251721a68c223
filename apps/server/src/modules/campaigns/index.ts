export { campaignRoutes } from './routes.ts';
export {
  type CampaignDiscount,
  findBestRunningDiscount,
  findVoucherDiscount,
  lockVoucherUses,
  recordVoucherUse,
  type VoucherDiscount,
} from './service.ts';
