import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { EXTRACTION_ROUTES } from './routes/extraction.ts';

/** The hostile batch on the extraction API: keys, usage, the playground, and the keyed endpoints. */

const kit = useBadInputKit();
describeHostileBatch(kit, EXTRACTION_ROUTES);
describeAfterBatch(kit);
