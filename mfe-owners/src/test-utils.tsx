import { render } from '@testing-library/react';
import { MemoryRouter } from '@rv/shared-lib/router';
import type { ReactElement } from 'react';
import type { ContentDocument, DocumentLink, ImageField } from '@rv/shared-lib';

/** An axios-shaped failure with an HTTP status, as the content API answers. */
export const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response: { status, data: {} } });

export const img = (url: string): ImageField => ({ url, alt: '' });

export const contentDoc = <D,>(type: string, uid: string, data: D, tags: string[] = []): ContentDocument<D> => ({
  id: `${type}-${uid}`, uid, type, tags, data, first_publication_date: '2025-01-06T00:00:00Z', last_publication_date: '2025-02-01T00:00:00Z',
});

export const docLink = (type: string, uid: string, data: Record<string, unknown> = {}, isBroken = false): DocumentLink =>
  ({ link_type: 'Document', type, uid, slug: uid, isBroken, data });

export const article = (uid: string, title: string, extra: Record<string, unknown> = {}) =>
  contentDoc('or_support_article', uid, { title, description: `${title} summary`, card_image: img(`/${uid}.svg`), hero_banner: img(`/${uid}-hero.svg`), hero_video: null, tags_group: [], body: [], ...extra });

export const page = <D,>(results: Array<ContentDocument<D>>, totalPages = 1) => ({ page: 1, results_per_page: 16, total_results_size: results.length, total_pages: totalPages, results });

export function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

export function renderAt(ui: ReactElement, path = '/owners') {
  window.history.pushState({}, '', path);
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
