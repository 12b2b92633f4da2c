import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, type Database } from '../src/db/database';

/** Set by the jest run (scripts/jest-global-setup.cjs): a folder of this run's database dumps, removed after it. */
const TEMPLATE_DIR_VARIABLE = 'RV_PGLITE_TEMPLATE_DIR';

/**
 * An embedded database made by `build` (migrations, the seed), loaded from the dump that the run's first
 * test file to need it made: a fresh PGlite's start and the seed cost each test file seconds (3.5x and
 * 2.5x the load, measured under load). The dump lives for one jest run only, so it is never stale.
 * Null outside a jest run that set the folder (one file run by hand builds its own).
 */
export async function pgliteFromTemplate(name: string, build: (db: Database) => Promise<void>): Promise<Database | null> {
  const dir = process.env[TEMPLATE_DIR_VARIABLE];
  if (!dir) return null;
  const file = path.join(dir, `${name.replace(/[^\w-]/g, '_')}.tar`);
  if (existsSync(file)) return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) }));
  const pg = await PGlite.create();
  const db = pgliteDatabase(pg);
  await build(db);
  const dump = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
  // Written whole, then renamed: a file loading it meanwhile never reads half a dump.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return db;
}
