import { fetchAllByType } from '@rv/shared-lib';
import { EMPTY_FILTER_STATE } from '@rv/shared-lib/catalog';
import { aggregatesFixture } from '../test-fixtures';
import type { FilterPanelProps } from './components/filter-panel.component';

/** The RV Finder panel's props as the list page gives them, nothing chosen; `over` replaces any of them. */
export const filterPanelProps = (over: Partial<FilterPanelProps> = {}): FilterPanelProps => ({
  id: 'panel', title: 'RV Finder', state: { ...EMPTY_FILTER_STATE, selected: {}, sliders: {} }, aggregates: aggregatesFixture, loading: false,
  brandPage: false, brandGroups: [], onChange: jest.fn(), onClearAll: jest.fn(), ...over,
});

/** The glossary stays loading unless a test gives it (its tooltips are tested in the glossary block); the test file mocks fetchAllByType. */
export function glossaryStaysLoading() {
  beforeEach(() => {
    jest.mocked(fetchAllByType).mockReturnValue(new Promise(() => undefined));
  });
}
