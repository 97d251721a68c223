import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { BLOG_ROUTES } from './routes/blog.ts';

/** The hostile batch on the blog: the publisher's posts and images, the public posts, pages and feeds. */

const kit = useBadInputKit();
describeHostileBatch(kit, BLOG_ROUTES);
describeAfterBatch(kit);
