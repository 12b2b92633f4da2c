import { createHash } from 'node:crypto';
import type { Database } from '../../../db/database';
import { onePerDatabase } from '../../../db/one-per-database';
import { LruCache, revisionReader } from '../../../http/response-cache';
import { catalogSearchFor } from '../../catalog-search/service';
import { brochureContent } from './brochure-content';
import { brochurePdf } from './brochure-pdf';

/** A brochure as served: its bytes, an ETag of what it was made from, and how long making it took (0 when kept). */
export interface ServedBrochure { bytes: Buffer; etag: string; generatedMs: number }

/** Kept brochures: a brand's is 1-3 MB, so a few dozen stay within the memory an API process can spare. */
const KEEP_ENTRIES = 48;
const KEEP_BYTES = 96 * 1024 * 1024;

/**
 * Brochures made once per catalogue and content revision (their floorplans, prices, options and décor come
 * from both) and kept until either moves; concurrent requests for one brochure share one generation.
 */
export function createBrochures(db: Database) {
  const search = catalogSearchFor(db);
  const revisions = revisionReader(db);
  const kept = new LruCache<ServedBrochure>(KEEP_ENTRIES, KEEP_BYTES);
  const making = new Map<string, Promise<ServedBrochure>>();

  async function make(key: string, brandSlug: string, year: number, companyName: string): Promise<ServedBrochure> {
    const idx = await search.index();
    const started = performance.now();
    const bytes = await brochurePdf(await brochureContent(db, idx, brandSlug, year), companyName);
    const etag = `"${createHash('sha1').update(key).digest('base64url').slice(0, 20)}"`;
    return { bytes, etag, generatedMs: Math.round(performance.now() - started) };
  }

  return {
    /** The brochure of a lead brand's model year; a 404 when the brand or the year has no floorplans. */
    async brochure(brandSlug: string, year: number, companyName: string): Promise<ServedBrochure> {
      const [idx, revision] = await Promise.all([search.index(), revisions()]);
      const key = `${brandSlug}-${year}|${companyName}|catalog ${idx.revision}|content ${revision.content}`;
      const hit = kept.get(key);
      if (hit) return { ...hit, generatedMs: 0 };
      let pending = making.get(key);
      if (!pending) {
        pending = make(key, brandSlug, year, companyName).finally(() => making.delete(key));
        making.set(key, pending);
      }
      const made = await pending;
      kept.set(key, made, made.bytes.length);
      return made;
    },
    /** Forgets every kept brochure (tests measuring a fresh generation). */
    clear: () => kept.clear(),
  };
}

export const brochuresFor = onePerDatabase((db) => createBrochures(db));
