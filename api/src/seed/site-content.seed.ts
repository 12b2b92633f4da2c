import { upsertDocuments } from '../modules/content';
import { contentSeedDocuments } from './content';
import type { Seeder } from './types';

/** Every content document of the site (content/ holds one file per area); one batched write. */
export const siteContentSeeder: Seeder = {
  name: 'site-content',
  async run(db, _random, { companySlug, companyName }) {
    await upsertDocuments(db, contentSeedDocuments({ companySlug, companyName }));
  },
};
