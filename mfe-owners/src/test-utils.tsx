import type { ReactElement } from 'react';
import type { ContentDocument, DocumentLink, ImageField } from '@rv/shared-lib';
import { contentDoc, contentPage, renderAt as renderAtPath } from '@rv/shared-lib/testing';

export { contentDoc, httpError } from '@rv/shared-lib/testing';

export const img = (url: string): ImageField => ({ url, alt: '' });

export const docLink = (type: string, uid: string, data: Record<string, unknown> = {}, isBroken = false): DocumentLink =>
  ({ link_type: 'Document', type, uid, slug: uid, isBroken, data });

export const article = (uid: string, title: string, extra: Record<string, unknown> = {}) =>
  contentDoc('or_support_article', uid, { title, description: `${title} summary`, card_image: img(`/${uid}.svg`), hero_banner: img(`/${uid}-hero.svg`), hero_video: null, tags_group: [], body: [], ...extra });

/** A page of the support grid's listing (16 a page). */
export const page = <D,>(results: Array<ContentDocument<D>>, totalPages = 1) => contentPage(results, totalPages, 16);

export function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

export const renderAt = (ui: ReactElement, path = '/owners') => renderAtPath(ui, path);
