import { render } from '@testing-library/react';
import { MemoryRouter } from '@rv/shared-lib/router';
import type { ReactElement } from 'react';
import type { ContentDocument } from '@rv/shared-lib';

/** An axios-shaped failure with an HTTP status, as the content API answers. */
export const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { isAxiosError: true, response: { status, data: {} } });

export const contentDoc = <D,>(type: string, uid: string, data: D, tags: string[] = []): ContentDocument<D> => ({
  id: `${type}-${uid}`, uid, type, tags, data, first_publication_date: '2025-01-06T00:00:00Z', last_publication_date: '2025-02-01T00:00:00Z',
});

export const contentPage = <D,>(results: Array<ContentDocument<D>>, totalPages = 1) => ({
  page: 1, results_per_page: 12, total_results_size: results.length, total_pages: totalPages, results,
});

export function renderAt(ui: ReactElement, path = '/') {
  window.history.pushState({}, '', path);
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}
