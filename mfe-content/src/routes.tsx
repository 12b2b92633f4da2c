import { ROUTES, RouteSummaryPage, type PageMap } from '@rv/shared-lib';
import { ContentPage } from './pages/content-page';

/** The pages of mfe-content by route name (shared-lib route table); routes without a screen yet show their summary. */
export const pages: PageMap = {
  ...Object.fromEntries(ROUTES.filter((r) => r.remote === 'mfe-content').map((r) => [r.name, RouteSummaryPage])),
  contentPage: ContentPage,
};
