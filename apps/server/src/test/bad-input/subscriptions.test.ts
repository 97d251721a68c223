import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { SUBSCRIPTIONS_ROUTES } from './routes/subscriptions.ts';

/** The hostile batch on subscriptions and plans. */

const kit = useBadInputKit();
describeHostileBatch(kit, SUBSCRIPTIONS_ROUTES);
describeAfterBatch(kit);
