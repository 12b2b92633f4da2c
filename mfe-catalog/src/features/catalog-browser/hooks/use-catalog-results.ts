import { useEffect, useState } from 'react';
import {
  CARD_SPEC_CODES, MODELS_PER_PAGE, searchBrands, searchModels, toSearchFilters, type AggregatePair, type Brand, type FilterState, type Model, type SearchFilters,
} from '@rv/shared-lib/catalog';

export interface CatalogResults {
  status: 'loading' | 'success' | 'error';
  models: Model[];
  modelTotal: number;
  /** Type cards (brand view); empty on a brand-type page, which lists floorplans only. */
  brands: Brand[];
  brandTotal: number;
  aggregates: AggregatePair | null;
  /** False until the first answer: the totals are not known yet (0 would be a false 'no floorplans'). */
  settled: boolean;
}

const INITIAL: CatalogResults = { status: 'loading', models: [], modelTotal: 0, brands: [], brandTotal: 0, aggregates: null, settled: false };
/** All type cards fit one request: the catalogue has under 40 brand and type pairs. */
const TYPE_CARDS_SIZE = 100;

/**
 * Runs the model search (with aggregates for the panel) and, off brand-type pages, the brand search, on
 * every filter change. The previous results stay while the next load, so the list does not jump; the panel
 * reads `status` to dim itself.
 */
export function useCatalogResults(state: FilterState, base: SearchFilters, brandTypePage: boolean): CatalogResults & { retry(): void } {
  const [results, setResults] = useState<CatalogResults>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  const filters = toSearchFilters(state, base);
  const key = JSON.stringify({ filters, sort: state.sort, page: state.page, brandTypePage, indexName: state.indexName, attempt });

  useEffect(() => {
    let current = true;
    const request = JSON.parse(key) as { filters: SearchFilters };
    const indexName = state.indexName ?? undefined;
    setResults((r) => ({ ...r, status: 'loading' }));
    Promise.all([
      searchModels({
        filters: request.filters, sort: [state.sort], size: MODELS_PER_PAGE, from: (state.page - 1) * MODELS_PER_PAGE,
        returnAggregates: true, modelSpecifications: [...CARD_SPEC_CODES], indexName,
      }),
      brandTypePage ? Promise.resolve(null) : searchBrands({ filters: request.filters, size: TYPE_CARDS_SIZE, modelSpecifications: [], indexName }),
    ]).then(([models, brands]) => {
      if (!current) return;
      setResults({
        status: 'success', models: models.docs, modelTotal: models.total.value,
        brands: brands?.docs ?? [], brandTotal: brands?.total.value ?? 0, aggregates: models.aggregates ?? null, settled: true,
      });
    }, (error: unknown) => {
      // Spec §8: search failures are logged and the lists stay as they were.
      console.error('Catalogue search failed', error);
      if (current) setResults((r) => ({ ...r, status: 'error' }));
    });
    return () => {
      current = false;
    };
    // The key carries every input of the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { ...results, retry: () => setAttempt((n) => n + 1) };
}
