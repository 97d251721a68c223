import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { DELIVERY_ROUTES } from './routes/delivery.ts';

/** The hostile batch on what buyers get: download addresses, signed links, owned files and progress, course content. */

const kit = useBadInputKit();
describeHostileBatch(kit, DELIVERY_ROUTES);
describeAfterBatch(kit);
