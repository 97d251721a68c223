import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { QUIZZES_ROUTES } from './routes/quizzes.ts';

/** The hostile batch on quizzes: the publisher's editor and import, guests' play, and the assistant that writes questions. */

const kit = useBadInputKit();
describeHostileBatch(kit, QUIZZES_ROUTES);
describeAfterBatch(kit);
