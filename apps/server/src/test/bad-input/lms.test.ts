import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { LMS_ROUTES } from './routes/lms.ts';

/** The hostile batch on the LMS: the publisher's courses, contents, invites and participants, and the learner's side. */

const kit = useBadInputKit();
describeHostileBatch(kit, LMS_ROUTES);
describeAfterBatch(kit);
