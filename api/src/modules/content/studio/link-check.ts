import { currentRouteTable, matchRoute } from '@rv/shared-lib/server';
import type { Database } from '../../../db/database';

/**
 * Which links of a document lead nowhere, by their lookup keys (`document:type/uid`, `page:/path`): a
 * document link to no document (published or in the studio), or an address of this site no page answers
 * (no route, or a route whose document does not exist), as the page server decides a 404.
 */
export async function missingLinks(db: Database, companySlug: string, keys: Iterable<string>): Promise<Set<string>> {
  const wanted: Array<{ key: string; types: readonly string[]; uid: string }> = [];
  const missing = new Set<string>();
  // Without a route table (the API served without the web parts) addresses cannot be judged and pass.
  const routes = currentRouteTable();
  for (const key of keys) {
    const [kind, rest] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (kind === 'document') {
      const slash = rest.indexOf('/');
      wanted.push({ key, types: [rest.slice(0, slash)], uid: rest.slice(slash + 1) });
      continue;
    }
    if (kind !== 'page' || !routes.length) continue;
    const match = matchRoute(rest, companySlug, routes);
    const source = match?.route.head?.content;
    if (!match) missing.add(key);
    else if (source?.fixedUid) wanted.push({ key, types: source.types.slice(0, 1), uid: source.fixedUid });
    else if (source?.uid) wanted.push({ key, types: source.types, uid: match.params[source.uid] ?? '' });
  }
  if (!wanted.length) return missing;
  const { rows } = await db.query<{ n: number }>(
    `SELECT k.n FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS k(types, uid, n)
     WHERE NOT EXISTS (SELECT 1 FROM content_documents c WHERE c.type = ANY(string_to_array(k.types, ',')) AND c.uid = k.uid)
       AND NOT EXISTS (SELECT 1 FROM studio_documents s WHERE s.type = ANY(string_to_array(k.types, ',')) AND s.uid = k.uid)`,
    [wanted.map((w) => w.types.join(',')), wanted.map((w) => w.uid)]);
  for (const row of rows) missing.add(wanted[Number(row.n) - 1].key);
  return missing;
}
