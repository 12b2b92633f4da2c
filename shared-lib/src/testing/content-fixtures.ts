/**
 * Test support, never for production code: content documents, pages of them and API failures as the
 * content API answers, and a render inside a router. Import it by path,
 * `@rv/shared-lib/testing/content-fixtures`; like mock-api it is not exported from shared-lib's index.
 */
import { createElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '../router';
import type { ContentDocument } from '../api/content.resource';

/** An axios-shaped failure with an HTTP status, as the content API answers. */
export const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response: { status, data: {} } });

/** A published content document of `type` with its data. */
export const contentDoc = <D>(type: string, uid: string, data: D, tags: string[] = []): ContentDocument<D> => ({
  id: `${type}-${uid}`, uid, type, tags, data, first_publication_date: '2025-01-06T00:00:00Z', last_publication_date: '2025-02-01T00:00:00Z',
});

/** One page of a by-type listing holding `results`. */
export const contentPage = <D>(results: Array<ContentDocument<D>>, totalPages = 1, perPage = 12) => ({
  page: 1, results_per_page: perPage, total_results_size: results.length, total_pages: totalPages, results,
});

/** Renders `ui` at `path`, in the window's history and in a memory router. */
export function renderAt(ui: ReactElement, path = '/') {
  window.history.pushState({}, '', path);
  return render(createElement(MemoryRouter, { initialEntries: [path] }, ui));
}
