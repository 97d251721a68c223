import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { LEDGER_ROUTES } from './routes/ledger.ts';

/** The hostile batch on payouts, premium creators, and the publisher's sales figures. */

const kit = useBadInputKit();
describeHostileBatch(kit, LEDGER_ROUTES);
describeAfterBatch(kit);
