import { lazyPage, type PageMap } from '@rv/shared-lib';
import { BrandLandingPage } from './pages/brand-landing.page';
import { FloorplansPage } from './pages/floorplans.page';
import { ModelDetailPage } from './pages/model-detail.page';
import { ModelSlugPage } from './pages/model-slug.page';
import { ProductSearchPage } from './pages/product-search.page';

/**
 * The pages of mfe-catalog by route name (shared-lib route table). The pages people land on (brand,
 * floorplan list, model detail) are in the remote's first load; the tools load their code when opened.
 */
export const pages: PageMap = {
  consumerProductSearch: ProductSearchPage,
  brandLanding: BrandLandingPage,
  floorplans: FloorplansPage,
  modelDetail: ModelDetailPage,
  model: ModelSlugPage,
  specs: lazyPage(() => import('./pages/specs.page').then((m) => m.SpecsPage)),
  buildMyRv: lazyPage(() => import('./pages/build-my-rv.page').then((m) => m.BuildBrandPage)),
  buildMyRvBrand: lazyPage(() => import('./pages/build-my-rv.page').then((m) => m.BuildClassPage)),
  buildMyRvClass: lazyPage(() => import('./pages/build-my-rv.page').then((m) => m.BuildFloorplanPage)),
  buildMyRvModel: lazyPage(() => import('./pages/build-my-rv.page').then((m) => m.BuildModelPage)),
  buildMyRvSummary: lazyPage(() => import('./pages/build-my-rv.page').then((m) => m.BuildSummaryPage)),
  takeAQuiz: lazyPage(() => import('./pages/get-matched.page').then((m) => m.GetMatchedPage)),
  getMatchedStep: lazyPage(() => import('./pages/get-matched.page').then((m) => m.GetMatchedStepPage)),
  getMatchedResults: lazyPage(() => import('./pages/get-matched.page').then((m) => m.GetMatchedResultsPage)),
  productAdvisor: lazyPage(() => import('./pages/product-advisor.page').then((m) => m.ProductAdvisorPage)),
  specFinder: lazyPage(() => import('./pages/spec-finder.page').then((m) => m.SpecFinderPage)),
  inventory: lazyPage(() => import('./pages/inventory.page').then((m) => m.InventoryPage)),
  glossary: lazyPage(() => import('./pages/glossary.page').then((m) => m.GlossaryPage)),
};
