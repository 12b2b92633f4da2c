/**
 * `npm run content:import -- <file.json | folder>`: upserts content documents into the configured
 * database (DATABASE_URL, else the embedded PGlite in DATA_DIR). Stop the server first when it uses
 * PGlite: an embedded database has one writer.
 */
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { importDocuments, readImportPath } from './import';

async function main(args: string[]): Promise<number> {
  const target = args.find((a) => !a.startsWith('-'));
  if (!target) {
    process.stderr.write('usage: npm run content:import -- <file.json | folder of .json files>\n');
    return 2;
  }
  const docs = readImportPath(target);
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    const result = await importDocuments(db, docs);
    process.stdout.write(`Imported ${result.imported} document(s) from ${target}.\n`);
    for (const link of result.brokenLinks) process.stdout.write(`  broken link: ${link.source} -> ${link.target}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`content:import failed: ${error.message}\n`);
    process.exit(1);
  },
);
