import { contentPage, mockApi } from '@rv/shared-lib/testing';
import { EMPTY_FILTER_STATE } from '@rv/shared-lib/catalog';
import { aggregatesFixture } from '../test-fixtures';
import type { FilterPanelProps } from './components/filter-panel.component';

/** The RV Finder panel's props as the list page gives them, nothing chosen; `over` replaces any of them. */
export const filterPanelProps = (over: Partial<FilterPanelProps> = {}): FilterPanelProps => ({
  id: 'panel', title: 'RV Finder', state: { ...EMPTY_FILTER_STATE, selected: {}, sliders: {} }, aggregates: aggregatesFixture, loading: false,
  brandPage: false, brandGroups: [], onChange: jest.fn(), onClearAll: jest.fn(), ...over,
});

/** The content service's listing the glossary is read from. */
const DOCUMENTS = 'GET /api/content/v1/documents';

/** The glossary stays loading unless a test gives it (its tooltips are tested in the glossary block). */
export function glossaryStaysLoading() {
  beforeEach(() => {
    mockApi({ [DOCUMENTS]: 'pending' });
  });
}

/** The content service answers the glossary with `docs`. */
export function answerGlossary(docs: Parameters<typeof contentPage>[0]) {
  mockApi({ [DOCUMENTS]: { status: 200, data: contentPage(docs, 1, 100) } });
}
