// `npm run restore -- <file> --to <new data folder> [--database-url <url>] [--force]` (README, "Backups").
import { main } from '../apps/server/src/platform/backup/cli.ts';

process.exitCode = await main(['restore', ...process.argv.slice(2)]);
