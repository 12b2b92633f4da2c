import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { createRandom } from '../random';
import { writeCatalog } from './catalog.seed';

/**
 * Replaces the catalogue of the configured database (DATABASE_URL, else PGlite in DATA_DIR) with a
 * generated one: `tsx api/src/seed/catalog/seed-cli.ts --models 10000`; without --models, the default catalogue.
 */
async function main(): Promise<void> {
  const flag = process.argv.indexOf('--models');
  const models = flag === -1 ? undefined : Number(process.argv[flag + 1]);
  if (models !== undefined && (!Number.isInteger(models) || models < 1)) throw new Error('--models needs a positive whole number.');
  const db = await openDatabase(loadConfig());
  await migrate(db);
  const written = await db.transaction((tx) => writeCatalog(tx, createRandom(models ?? 1), models));
  process.stdout.write(`Catalogue replaced: ${written} model records.\n`);
  await db.close();
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
