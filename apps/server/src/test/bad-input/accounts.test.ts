import { describeAfterBatch } from './after-batch.ts';
import { describeHostileBatch } from './batch.ts';
import { useBadInputKit } from './fixture.ts';
import { ACCOUNTS_ROUTES } from './routes/accounts.ts';

/** The hostile batch on sign-up, sign-in and the account, the profile, and the admin's users, groups and mail outbox. */

const kit = useBadInputKit();
describeHostileBatch(kit, ACCOUNTS_ROUTES);
describeAfterBatch(kit);
