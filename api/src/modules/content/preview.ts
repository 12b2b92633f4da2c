import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database';
import type { StoredDocument } from './repository';

/**
 * A studio preview: a page drawn by the server renderer with one document's draft version in place of the
 * published one. The preview route signs a short-lived `Authorization: Preview <token>` for the page
 * request; the server render passes it on to its content reads. Requests with an Authorization header are
 * never kept by the response cache, so no preview reaches a visitor.
 */

export const PREVIEW_SCHEME = 'Preview';
const PREVIEW_SECONDS = 120;

export interface PreviewClaim { documentId: string; version: number; exp: number }

const signatureOf = (secret: string, payload: string) => createHmac('sha256', secret).update(`content-preview:${payload}`).digest('base64url');

/** The Authorization header value of a preview of this version, good for two minutes. */
export function previewAuthorization(secret: string, documentId: string, version: number): string {
  const payload = Buffer.from(JSON.stringify({ documentId, version, exp: Math.floor(Date.now() / 1000) + PREVIEW_SECONDS })).toString('base64url');
  return `${PREVIEW_SCHEME} ${payload}.${signatureOf(secret, payload)}`;
}

/** The preview an Authorization header asks for, when it is one this server signed and has not expired. */
export function previewOf(secret: string, authorization: string | undefined): PreviewClaim | null {
  const [scheme, token] = (authorization ?? '').split(' ');
  const [payload, signature] = (token ?? '').split('.');
  if (scheme !== PREVIEW_SCHEME || !payload || !signature) return null;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PreviewClaim;
  return claim.exp > Date.now() / 1000 ? claim : null;
}

/** The preview a page render runs under: its content reads carry the same Authorization. */
export const previewScope = new AsyncLocalStorage<string>();

/** The previewed document as a stored one: its draft version's data, its published dates if it has any. */
export async function previewDocument(db: Database, claim: PreviewClaim): Promise<StoredDocument | null> {
  const { rows } = await db.query<StoredDocument>(
    `SELECT d.id, d.uid, d.type, d.tags, d.lang, v.data,
            coalesce(c.first_publication_date, v.saved_at) AS first_publication_date, v.saved_at AS last_publication_date
     FROM studio_documents d JOIN studio_versions v ON v.document_id = d.id AND v.version = $2
     LEFT JOIN content_documents c ON c.id = d.id WHERE d.id = $1`, [claim.documentId, claim.version]);
  const row = rows[0];
  return row ? { ...row, first_publication_date: new Date(row.first_publication_date).toISOString(), last_publication_date: new Date(row.last_publication_date).toISOString() } : null;
}

/** Documents read for a page, with the previewed one's draft in place of its published version (or added when asked for and unpublished). */
export function withPreview(docs: StoredDocument[], preview: StoredDocument | null, asked?: { type: string; uid?: string }): StoredDocument[] {
  if (!preview) return docs;
  const replaced = docs.map((doc) => (doc.id === preview.id ? preview : doc));
  const wanted = asked && asked.type === preview.type && (asked.uid === undefined || asked.uid === preview.uid);
  return wanted && !replaced.some((doc) => doc.id === preview.id) ? [preview, ...replaced] : replaced;
}
