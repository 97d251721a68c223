import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { LIVE_QUIZ_ROUTES } from './routes/live-quiz.ts';

/** The hostile batch on live quiz games: starting one, the host's reads and reports, and the PIN look-up. */

const kit = useBadInputKit();
describeHostileBatch(kit, LIVE_QUIZ_ROUTES);
describeAfterBatch(kit);
