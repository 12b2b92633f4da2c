/**
 * Document links inside content data (consumer spec: entities and fields, "Content link"): found on write to fill
 * content_links, and resolved on read into { id, type, uid, slug, tags, lang, isBroken, data }.
 */
import { DEFAULT_LINK_FIELDS } from '@rv/domain/content';

export interface LinkKey { type: string; uid: string }
export interface LinkTarget { id: string; uid: string; type: string; tags: string[]; lang: string; data: Record<string, unknown> }

/** Linked fields asked for, per target type (`fetchLinks=blog_detail.title` gives blog_detail -> [title]). */
export type LinkedFields = Map<string, string[]>;

export const linkKey = (type: string, uid: string) => `${type}\u0000${uid}`;

/** A stored document link: `{ link_type: 'Document', type, uid }`; `slug` is accepted for `uid`. */
export function asDocumentLink(value: unknown): LinkKey | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (v.link_type !== 'Document' || typeof v.type !== 'string') return null;
  const uid = typeof v.uid === 'string' ? v.uid : typeof v.slug === 'string' ? v.slug : null;
  return uid ? { type: v.type, uid } : null;
}

/** Every distinct document link in a value, depth first. */
export function collectLinks(data: unknown, found = new Map<string, LinkKey>()): Map<string, LinkKey> {
  const link = asDocumentLink(data);
  if (link) found.set(linkKey(link.type, link.uid), link);
  else if (Array.isArray(data)) data.forEach((item) => collectLinks(item, found));
  else if (data && typeof data === 'object') Object.values(data).forEach((item) => collectLinks(item, found));
  return found;
}

/** The fields of a link target that go into the link's `data`: the type's defaults plus those asked for. */
export function linkedData(target: LinkTarget, asked: LinkedFields): Record<string, unknown> | undefined {
  const fields = new Set([...(DEFAULT_LINK_FIELDS[target.type as keyof typeof DEFAULT_LINK_FIELDS] ?? []), ...(asked.get(target.type) ?? [])]);
  const picked = Object.fromEntries([...fields].filter((f) => Object.hasOwn(target.data, f)).map((f) => [f, target.data[f]]));
  return Object.keys(picked).length ? picked : undefined;
}

/**
 * A copy of `data` with every document link resolved against `targets` (a missing target is broken).
 * Links inside a link's `data` are resolved one level further (a tabbed slider's slides link innovations).
 */
export function resolveLinks(data: unknown, targets: Map<string, LinkTarget>, asked: LinkedFields, depth = 0): unknown {
  const link = asDocumentLink(data);
  if (link) {
    const target = targets.get(linkKey(link.type, link.uid));
    const base = { ...(data as Record<string, unknown>), link_type: 'Document', type: link.type, uid: link.uid, slug: link.uid };
    if (!target) return { ...base, isBroken: true };
    const picked = linkedData(target, asked);
    const resolved = picked && depth < 1 ? resolveLinks(picked, targets, asked, depth + 1) : picked;
    return { ...base, id: target.id, tags: target.tags, lang: target.lang, isBroken: false, ...(resolved ? { data: resolved } : {}) };
  }
  if (Array.isArray(data)) return data.map((item) => resolveLinks(item, targets, asked, depth));
  if (data && typeof data === 'object') {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, resolveLinks(value, targets, asked, depth)]));
  }
  return data;
}
