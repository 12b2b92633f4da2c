/**
 * `npm run forms:export -- [--form lead] [--since 2026-11-01] [--undelivered] > submissions.csv`: the
 * stored form submissions as CSV for the sales team (without a webhook they stay in the
 * database). Reads DATABASE_URL, else the embedded PGlite in DATA_DIR (stop the server first then).
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { exportSubmissionsCsv, type ExportFilter } from './csv-export';

const USAGE = 'usage: npm run forms:export -- [--form <source form>] [--since <YYYY-MM-DD>] [--undelivered] > file.csv\n';

/** The filter of the command line, or a message naming what is wrong. */
export function parseExportArgs(args: readonly string[]): ExportFilter | string {
  const filter: ExportFilter = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--undelivered') filter.undeliveredOnly = true;
    else if (arg === '--form' && args[i + 1]) filter.sourceForm = args[(i += 1)];
    else if (arg === '--since' && args[i + 1]) {
      const since = new Date(args[(i += 1)]);
      if (Number.isNaN(since.getTime())) return `--since needs a date like 2026-11-01, not "${args[i]}"`;
      filter.since = since;
    } else return `unknown or incomplete option "${arg}"`;
  }
  return filter;
}

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
