// `npm run backup [-- --out <file>]`: the database and DATA_DIR's files into one archive (README, "Backups").
import { main } from '../apps/server/src/platform/backup/cli.ts';

process.exitCode = await main(['backup', ...process.argv.slice(2)]);
