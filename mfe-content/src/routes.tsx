import { lazyPage, type PageMap } from '@rv/shared-lib';
import { BlogArticlePage, BlogListPage } from './pages/blog.page';
import { ContentPage, WarrantyPage } from './pages/content.page';
import { HomePage } from './pages/home.page';
import { RvTypePage } from './pages/rv-type.page';

/**
 * The pages of mfe-content by route name (shared-lib route table). Home, content pages, RV types and
 * the blog are in the remote's first load; directories, innovations and search results load when opened.
 */
export const pages: PageMap = {
  index: HomePage,
  contentPage: ContentPage,
  warranty: WarrantyPage,
  rvTypeLanding: RvTypePage,
  blogList: BlogListPage,
  blogArticle: BlogArticlePage,
  rvTypesDirectory: lazyPage(() => import('./pages/directory.page').then((m) => m.RvTypesPage)),
  brandDirectory: lazyPage(() => import('./pages/directory.page').then((m) => m.BrandDirectoryPage)),
  brochures: lazyPage(() => import('./pages/directory.page').then((m) => m.BrochuresPage)),
  innovations: lazyPage(() => import('./pages/innovations.page').then((m) => m.InnovationsPage)),
  innovation: lazyPage(() => import('./pages/innovations.page').then((m) => m.InnovationPage)),
  search: lazyPage(() => import('./features/search-results/search-results.page').then((m) => m.SearchResultsPage)),
};
