import { useId, useRef } from 'react';
import type { Region } from '@rv/shared-lib';
import { applyFilterChange, effectiveBrowseBy, listingFilters, showBrowseBy, type FilterState } from '@rv/shared-lib/catalog';
import { formatQuantity } from '@rv/domain/format';
import { FilterPanel } from '../../filter-panel/components/filter-panel.component';
import { RegionSelect } from '../../filter-panel/components/region-select.component';
import { useFilterPanelUi } from '../../filter-panel/filter-panel.store';
import { FloorplanGrid } from '../../floorplan-card/components/floorplan-grid.component';
import { useCatalogMode } from '../catalog-mode';
import { useCatalogResults } from '../hooks/use-catalog-results';
import { useFilterUrl } from '../hooks/use-filter-url';
import { useRegion } from '../hooks/use-region';
import { scrollPanelIntoView } from '../hooks/scroll-panel-into-view';
import { useScrolledDown } from '../hooks/use-scroll-direction';
import { BrowseBySwitch, SortSelect } from './results-toolbar.component';
import { TypeCardGrid } from './type-card-grid.component';
import styles from '../catalog-browser.module.css';

/** `.fixedBar`'s padding above and below (--rv-space-2), in pixels. */
const FIXED_BAR_PADDING = 8;
const sameSort = (a: FilterState['sort'], b: FilterState['sort']) => a.field === b.field && a.order === b.order;

export interface CatalogBrowserProps {
  /** Panel title: 'RV Finder', or the upper-cased brand name on a brand page; dealers always see 'My Products'. */
  title?: string;
  /** Route parameter brandName (a brand page or listing); the query's brandName applies otherwise. */
  brandName?: string;
  /** Route parameter type: a brand-type listing, which shows floorplans only. */
  type?: string;
  brandPage?: boolean;
}

/** The RV Finder: the filter panel beside floorplan or type cards, all state in the URL (spec: screens and routes; states and transitions). */
export function CatalogBrowser({ title = 'RV Finder', brandName, type, brandPage = false }: CatalogBrowserProps) {
  const id = useId();
  const mode = useCatalogMode();
  const { state, update } = useFilterUrl();
  const detected = useRegion(mode.dealer);
  const { mobileOpen, setMobileOpen } = useFilterPanelUi();
  const scrolledDown = useScrolledDown();
  const mobileBar = useRef<HTMLDivElement>(null);
  // The last sort picked with Sort By here; a sort that came in with the URL is not the shopper's choice.
  const chosenSort = useRef<FilterState['sort'] | null>(null);
  const brandTypePage = Boolean(type);
  const region = (state.selected.region?.[0] as Region | undefined) ?? detected;
  const searchState: FilterState = { ...state, selected: { ...state.selected, region: [region] } };
  const base = listingFilters({ brandName: brandName ?? state.brandName, type, brandGroups: mode.brandGroups, dealer: mode.dealer });
  const results = useCatalogResults(searchState, base, brandTypePage);
  const browseBy = brandTypePage ? 'floorplan' : effectiveBrowseBy(state);
  const loading = results.status === 'loading';
  const panelId = `${id}-panel`;
  const panelTitle = mode.dealer ? 'My Products' : title;

  const toggleFilters = () => {
    setMobileOpen(!mobileOpen);
    // From the fixed bar the panel may be far above, from the header's bar below: bring its top into view when it opens.
    if (!mobileOpen) {
      requestAnimationFrame(() => {
        const panel = document.getElementById(panelId);
        // The fixed bar holds the same controls as the header's bar, with its padding above and below.
        if (panel) scrollPanelIntoView(panel, (mobileBar.current?.offsetHeight ?? 0) + FIXED_BAR_PADDING * 2);
      });
    }
  };
  const change = (next: FilterState, key: string) => update(applyFilterChange(state, next, key));
  const filtersButton = (
    <button type="button" className={styles.filtersButton} aria-expanded={mobileOpen} aria-controls={panelId} onClick={toggleFilters}>
      FILTERS
    </button>
  );
  const chooseSort = (sort: FilterState['sort']) => {
    chosenSort.current = sort;
    update({ ...state, sort, page: 1 });
  };
  const sort = (suffix: string) => <SortSelect id={`${id}-sort-${suffix}`} value={state.sort} onChange={chooseSort} />;

  return (
    <div className={styles.browser}>
      <div className={styles.mobileHeader}>
        <h2 className={styles.mobileTitle}>{panelTitle}</h2>
        <p>Select features and options to find your perfect RV.</p>
        <div ref={mobileBar} className={styles.mobileBar}>{filtersButton}{sort('mobile')}</div>
      </div>
      {scrolledDown ? <div className={styles.fixedBar}>{filtersButton}{sort('fixed')}</div> : null}
      <div className={`${styles.panelSlot}${mobileOpen ? ` ${styles.panelOpen}` : ''}`}>
        <FilterPanel
          id={panelId} title={panelTitle} state={state} aggregates={results.aggregates} loading={loading}
          brandPage={brandPage} brandGroups={mode.brandGroups} onChange={change} onClearAll={update}
          sortChosen={chosenSort.current !== null && sameSort(chosenSort.current, state.sort)}
        />
      </div>
      <div className={styles.results}>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {!results.settled ? (results.status === 'error' ? '' : 'Loading results…')
              : browseBy === 'type' ? formatQuantity(results.brandTotal, 'RV type') : formatQuantity(results.modelTotal, 'floorplan')}
          </p>
          {!brandTypePage && showBrowseBy(results.brandTotal) ? (
            <BrowseBySwitch value={browseBy} typeCount={results.brandTotal} floorplanCount={results.modelTotal} onChange={(v) => update({ ...state, browseBy: v, page: 1 })} />
          ) : null}
          <div className={styles.desktopSort}>{sort('desktop')}</div>
          <RegionSelect value={region} onChange={(r) => update({ ...state, selected: { ...state.selected, region: [r] }, page: 1 })} />
        </div>
        {browseBy === 'type'
          ? <TypeCardGrid brands={results.brands} status={results.status} />
          : <FloorplanGrid status={results.status} models={results.models} total={results.modelTotal} page={state.page} onRetry={results.retry} />}
      </div>
    </div>
  );
}
