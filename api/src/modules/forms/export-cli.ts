/**
 * `npm run forms:export -- [--form lead] [--since 2026-11-01] [--undelivered] > submissions.csv`: the
 * stored form submissions as CSV for the sales team (without a webhook they stay in the
 * database). Reads DATABASE_URL, else the embedded PGlite in DATA_DIR (only with the server stopped; while it
 * runs, staff export through GET /api/maker/forms/export.csv instead).
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { exportSubmissionsCsv, parseExportArgs } from './csv-export';

const USAGE = 'usage: npm run forms:export -- [--form <source form>] [--since <YYYY-MM-DD>] [--undelivered] > file.csv\n';

async function main(args: string[]): Promise<number> {
  const filter = parseExportArgs(args);
  if (typeof filter === 'string') {
    process.stderr.write(`${filter}\n${USAGE}`);
    return 2;
  }
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    process.stdout.write(await exportSubmissionsCsv(db, filter));
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      process.stderr.write(`forms:export failed: ${error.message}\n`);
      process.exit(1);
    },
  );
}
