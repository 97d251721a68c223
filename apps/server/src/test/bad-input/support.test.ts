import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { SUPPORT_ROUTES } from './routes/support.ts';

/** The hostile batch on the contact form and the support inbox, for members and for staff. */

const kit = useBadInputKit();
describeHostileBatch(kit, SUPPORT_ROUTES);
describeAfterBatch(kit);
