import { ROUTES, RouteSummaryPage, type PageMap } from '@rv/shared-lib';
import { BlogArticlePage, BlogListPage } from './pages/blog.pages';
import { ContentPage, WarrantyPage } from './pages/content.page';
import { BrandDirectoryPage, BrochuresPage, RvTypesPage } from './pages/directory.pages';
import { HomePage } from './pages/home.page';
import { InnovationPage, InnovationsPage } from './pages/innovations.page';
import { RvTypePage } from './pages/rv-type.page';
import { SearchResultsPage } from './features/search-results/search-results.page';

/** The pages of mfe-content by route name (shared-lib route table); a route without a screen yet shows its summary. */
export const pages: PageMap = {
  ...Object.fromEntries(ROUTES.filter((r) => r.remote === 'mfe-content').map((r) => [r.name, RouteSummaryPage])),
  index: HomePage,
  contentPage: ContentPage,
  warranty: WarrantyPage,
  rvTypeLanding: RvTypePage,
  rvTypesDirectory: RvTypesPage,
  brandDirectory: BrandDirectoryPage,
  brochures: BrochuresPage,
  innovations: InnovationsPage,
  innovation: InnovationPage,
  blogList: BlogListPage,
  blogArticle: BlogArticlePage,
  search: SearchResultsPage,
};
