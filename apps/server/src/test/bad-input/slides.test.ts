import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { SLIDES_ROUTES } from './routes/slides.ts';

/** The hostile batch on aI slides: decks, slides, assets, sources, publishing and Google Slides. */

const kit = useBadInputKit();
describeHostileBatch(kit, SLIDES_ROUTES);
describeAfterBatch(kit);
