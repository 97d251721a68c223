import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { RECOMMENDATIONS_ROUTES } from './routes/recommendations.ts';

/** The hostile batch on recommendations: home, product, library, course and order shelves, feedback and the admin's rules. */

const kit = useBadInputKit();
describeHostileBatch(kit, RECOMMENDATIONS_ROUTES);
describeAfterBatch(kit);
