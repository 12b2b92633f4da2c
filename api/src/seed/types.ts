// Types every seed module shares; kept apart from index.ts, which imports the seeders, so no seeder imports it back.
import type { Database } from '../db/database';
import type { Random } from './random';

/** One part of the deterministic seed; later modules add theirs to `seeders`. */
export interface Seeder {
  name: string;
  run(db: Database, random: Random, options: SeedOptions): Promise<void>;
}

export interface SeedOptions {
  /** Size of the generated catalogue (floorplans); the default makes a believable site. */
  models?: number;
  companySlug: string;
  companyName: string;
}

/** A dealership of the seeded network: the dealer locator and the dealer portal's accounts share it. */
export interface SeedDealer {
  dealerNumber: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: 'US' | 'CA';
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  website: string;
  /** Brand codes the dealer sells (LEAD_BRANDS codes). */
  brandCodes: string[];
}
