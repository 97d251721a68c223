import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { LANDING_PAGES_ROUTES } from './routes/landing-pages.ts';

/** The hostile batch on landing pages: the publisher's editor, the public page, its events and images. */

const kit = useBadInputKit();
describeHostileBatch(kit, LANDING_PAGES_ROUTES);
describeAfterBatch(kit);
