import { ROUTES, RouteSummaryPage, type PageMap } from '@rv/shared-lib';
import { ProductSearchPage } from './pages/product-search-page';

/** The pages of mfe-catalog by route name (shared-lib route table); routes without a screen yet show their summary. */
export const pages: PageMap = {
  ...Object.fromEntries(ROUTES.filter((r) => r.remote === 'mfe-catalog').map((r) => [r.name, RouteSummaryPage])),
  consumerProductSearch: ProductSearchPage,
};
