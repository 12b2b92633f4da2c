/** Turns stored documents into what the API returns: links resolved, site URL added, fields picked. */
import { resolveContentLink } from '@rv/domain/content';
import type { Database } from '../../db/database';
import { collectLinks, linkedData, linkKey, resolveLinks, type LinkedFields, type LinkKey } from './links';
import { findLinkTargets, type StoredDocument } from './repository';

export interface ReadOptions {
  /** Top-level data fields to return; empty returns all. */
  fields?: string[];
  fetchLinks?: LinkedFields;
  companySlug: string;
}

export interface ApiDocument extends StoredDocument {
  url: string;
}

/** Single documents of spec (the calls) and the uid each is fetched by when more than one exists. */
export const SINGLE_UIDS: Record<string, string> = {
  region_information: 'region-information',
  site_settings: 'site-settings',
  navigation: 'new-nav',
  footer_navigation: 'footer',
};

/** The site path of a document by the content-type routing table of spec (screens and routes). */
export function documentUrl(doc: Pick<StoredDocument, 'type' | 'uid' | 'data'>, companySlug: string): string {
  const publicUrl = typeof doc.data.public_url === 'string' ? doc.data.public_url : undefined;
  return resolveContentLink({ link_type: 'Document', type: doc.type, uid: doc.uid ?? '', data: { public_url: publicUrl } }, { companySlug }) ?? '/';
}

function pick(data: Record<string, unknown>, fields: string[] | undefined): Record<string, unknown> {
  if (!fields?.length) return data;
  return Object.fromEntries(fields.filter((f) => Object.hasOwn(data, f)).map((f) => [f, data[f]]));
}

/** Resolves the links of many documents with one query for all their targets. */
export async function toApiDocuments(db: Database, docs: StoredDocument[], options: ReadOptions): Promise<ApiDocument[]> {
  const picked = docs.map((doc) => ({ ...doc, data: pick(doc.data, options.fields) }));
  const asked: LinkedFields = options.fetchLinks ?? new Map();
  const keys = new Map<string, LinkKey>();
  for (const doc of picked) collectLinks(doc.data, keys);
  const targets = new Map((await findLinkTargets(db, [...keys.values()])).map((t) => [linkKey(t.type, t.uid), t]));
  // Second round: links inside the linked fields just picked, so they too come back resolved.
  const nested = new Map<string, LinkKey>();
  for (const target of targets.values()) collectLinks(linkedData(target, asked), nested);
  const missing = [...nested].filter(([key]) => !keys.has(key)).map(([, key]) => key);
  for (const t of await findLinkTargets(db, missing)) targets.set(linkKey(t.type, t.uid), t);
  return picked.map((doc, i) => ({
    ...doc,
    url: documentUrl(docs[i], options.companySlug),
    data: resolveLinks(doc.data, targets, asked) as Record<string, unknown>,
  }));
}
