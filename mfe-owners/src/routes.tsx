import { lazyPage, type PageMap } from '@rv/shared-lib';
import { OwnersArticlePage } from './pages/owners-article.page';

/**
 * The pages of mfe-owners by route name (shared-lib route table: /owners/** and /owners-how-to/**). The
 * support article, where owners land from search, is in the remote's first load; the other pages load
 * their code when opened, and before the server draws them or the browser hydrates them (preloadRoutedPage).
 */
export const pages: PageMap = {
  ownersLanding: lazyPage(() => import('./pages/owners-landing.page').then((m) => m.OwnersLandingPage)),
  ownersArticle: OwnersArticlePage,
  ownersCategory: lazyPage(() => import('./pages/owners-category.page').then((m) => m.OwnersCategoryPage)),
  ownersSubCategory: lazyPage(() => import('./pages/owners-category.page').then((m) => m.OwnersSubCategoryPage)),
  ownersBrandLanding: lazyPage(() => import('./pages/owners-brand.page').then((m) => m.OwnersBrandPage)),
  howToLanding: lazyPage(() => import('./pages/howto.page').then((m) => m.HowtoLandingPage)),
  howToDetail: lazyPage(() => import('./pages/howto.page').then((m) => m.HowtoDetailPage)),
};
