import { ROUTES, RouteSummaryPage, type PageMap } from '@rv/shared-lib';
import { BrandLandingPage } from './pages/brand-landing.page';
import { FloorplansPage } from './pages/floorplans.page';
import { ModelDetailPage } from './pages/model-detail.page';
import { ModelSlugPage } from './pages/model-slug.page';
import { ProductSearchPage } from './pages/product-search-page';
import { SpecsPage } from './pages/specs.page';
import { GetMatchedPage, GetMatchedResultsPage, GetMatchedStepPage } from './pages/get-matched.page';
import { ProductAdvisorPage } from './pages/product-advisor.page';
import { SpecFinderPage } from './pages/spec-finder.page';
import { InventoryPage } from './pages/inventory.page';
import { GlossaryPage } from './pages/glossary.page';
import { BuildBrandPage, BuildClassPage, BuildFloorplanPage, BuildModelPage, BuildSummaryPage } from './pages/build-my-rv.page';

/** The pages of mfe-catalog by route name (shared-lib route table); routes without a screen yet show their summary. */
export const pages: PageMap = {
  ...Object.fromEntries(ROUTES.filter((r) => r.remote === 'mfe-catalog').map((r) => [r.name, RouteSummaryPage])),
  consumerProductSearch: ProductSearchPage,
  brandLanding: BrandLandingPage,
  floorplans: FloorplansPage,
  modelDetail: ModelDetailPage,
  specs: SpecsPage,
  model: ModelSlugPage,
  buildMyRv: BuildBrandPage,
  buildMyRvBrand: BuildClassPage,
  buildMyRvClass: BuildFloorplanPage,
  buildMyRvModel: BuildModelPage,
  buildMyRvSummary: BuildSummaryPage,
  takeAQuiz: GetMatchedPage,
  getMatchedStep: GetMatchedStepPage,
  getMatchedResults: GetMatchedResultsPage,
  productAdvisor: ProductAdvisorPage,
  specFinder: SpecFinderPage,
  inventory: InventoryPage,
  glossary: GlossaryPage,
};
