import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { ORDERS_ROUTES } from './routes/orders.ts';

/** The hostile batch on checkout, orders and transfer proofs, campaigns, the admin's orders and sales, and the payment gateway's pages. */

const kit = useBadInputKit();
describeHostileBatch(kit, ORDERS_ROUTES);
describeAfterBatch(kit);
