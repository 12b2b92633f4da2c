import type { Database } from '../db/database';
import { createRandom } from './random';
import type { Seeder, SeedOptions } from './types';
import { siteContentSeeder } from './site-content.seed';
import { catalogSeeder } from './catalog/catalog.seed';
import { accountsSeeder } from './accounts/accounts.seed';
import { dealerLocatorSeeders } from './dealers.seed';
import { dealerActivitySeeder } from './dealer-activity';
import { reviewsSeeder } from './reviews/reviews.seed';
import { inventorySeeders } from './inventory/inventory.seed';

export const seeders: Seeder[] = [siteContentSeeder, catalogSeeder, ...dealerLocatorSeeders, accountsSeeder, reviewsSeeder, dealerActivitySeeder, ...inventorySeeders];

/** Seeds only when the database has never been seeded, so restarts keep what users stored. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  await db.exec('CREATE TABLE IF NOT EXISTS seed_runs (name text PRIMARY KEY, ran_at timestamptz NOT NULL DEFAULT now())');
  const ran = new Set((await db.query<{ name: string }>('SELECT name FROM seed_runs')).rows.map((r) => r.name));
  let seeded = false;
  for (const seeder of seeders) {
    if (ran.has(seeder.name)) continue;
    await db.transaction(async (tx) => {
      await seeder.run(tx, createRandom(hash(seeder.name)), options);
      await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [seeder.name]);
    });
    seeded = true;
  }
  return seeded;
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}
