import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { SHORT_LINKS_ROUTES } from './routes/short-links.ts';

/** The hostile batch on short links, reports of them, and the admin's moderation and block-list. */

const kit = useBadInputKit();
describeHostileBatch(kit, SHORT_LINKS_ROUTES);
describeAfterBatch(kit);
