export {
  creatorShareBps,
  PREMIUM_CREATOR_SHARE_BPS,
  PRO_SHARE_BPS,
  STANDARD_SHARE_BPS,
} from './creator-share.ts';
export {
  creatorCut,
  ledgerImbalance,
  postRefund,
  postSale,
  type SaleFacts,
  saleStatement,
} from './postings.ts';
export { ledgerRoutes } from './routes.ts';
export { creatorBalance } from './service.ts';
