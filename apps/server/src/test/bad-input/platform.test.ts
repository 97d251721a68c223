import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { PLATFORM_ROUTES } from './routes/platform.ts';

/** The hostile batch on the platform's own routes: health, readiness, metrics, the development mailbox and the API document. */

const kit = useBadInputKit();
describeHostileBatch(kit, PLATFORM_ROUTES);
describeAfterBatch(kit);
