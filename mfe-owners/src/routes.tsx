import type { PageMap } from '@rv/shared-lib';
import { HowtoDetailPage, HowtoLandingPage } from './pages/howto.page';
import { OwnersArticlePage } from './pages/owners-article.page';
import { OwnersBrandPage } from './pages/owners-brand.page';
import { OwnersCategoryPage, OwnersSubCategoryPage } from './pages/owners-category.page';
import { OwnersLandingPage } from './pages/owners-landing.page';

/** The pages of mfe-owners by route name (shared-lib route table: /owners/** and /owners-how-to/**). */
export const pages: PageMap = {
  ownersLanding: OwnersLandingPage,
  ownersArticle: OwnersArticlePage,
  ownersCategory: OwnersCategoryPage,
  ownersSubCategory: OwnersSubCategoryPage,
  ownersBrandLanding: OwnersBrandPage,
  howToLanding: HowtoLandingPage,
  howToDetail: HowtoDetailPage,
};
