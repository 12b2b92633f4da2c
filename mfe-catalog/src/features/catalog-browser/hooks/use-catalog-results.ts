import { useLastAnswer, useResource } from '@rv/shared-lib';
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

interface ResultsRequest {
  filters: SearchFilters;
  sort: FilterState['sort'];
  page: number;
  brandTypePage: boolean;
  indexName: string | null;
}

/** The model search (with aggregates for the panel) and, off brand-type pages, the brand search, as one plain value. */
async function loadResults(request: ResultsRequest): Promise<CatalogResults> {
  const indexName = request.indexName ?? undefined;
  const [models, brands] = await Promise.all([
    searchModels({
      filters: request.filters, sort: [request.sort], size: MODELS_PER_PAGE, from: (request.page - 1) * MODELS_PER_PAGE,
      returnAggregates: true, modelSpecifications: [...CARD_SPEC_CODES], indexName,
    }),
    request.brandTypePage ? Promise.resolve(null) : searchBrands({ filters: request.filters, size: TYPE_CARDS_SIZE, modelSpecifications: [], indexName }),
  ]);
  return {
    status: 'success', models: models.docs, modelTotal: models.total.value,
    brands: brands?.docs ?? [], brandTotal: brands?.total.value ?? 0, aggregates: models.aggregates ?? null, settled: true,
  };
}

/** The searches of one request; a failure is logged (spec (error catalogue): the lists stay as they were). */
const loggedResults = (request: ResultsRequest) => loadResults(request).catch((error: unknown) => {
  console.error('Catalogue search failed', error);
  throw error;
});

/**
 * Runs the searches on every filter change, keeping the previous results while the next load; the first
 * results are the server's seed, so the drawn cards are taken over, not fetched and rendered again.
 */
export function useCatalogResults(state: FilterState, base: SearchFilters, brandTypePage: boolean): CatalogResults & { retry(): void } {
  const request: ResultsRequest = { filters: toSearchFilters(state, base), sort: state.sort, page: state.page, brandTypePage, indexName: state.indexName ?? null };
  const search = useResource(`catalog-results ${JSON.stringify(request)}`, () => loggedResults(request));
  const shown = useLastAnswer(search) ?? INITIAL;
  return { ...shown, status: search.status, retry: search.reload };
}
