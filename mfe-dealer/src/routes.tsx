import { ROUTES, RouteSummaryPage, type PageMap } from '@rv/shared-lib';
import { SplashPage } from './pages/splash-page';

/** The pages of mfe-dealer by route name (shared-lib route table); routes without a screen yet show their summary. */
export const pages: PageMap = {
  ...Object.fromEntries(ROUTES.filter((r) => r.remote === 'mfe-dealer').map((r) => [r.name, RouteSummaryPage])),
  splash: SplashPage,
};
