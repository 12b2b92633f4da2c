import { ROUTES, RouteSummaryPage, type PageMap } from '@rv/shared-lib';
import ContactPage from './features/contact-page/components/contact-page.component';
import DealerLocator from './features/dealer-locator/components/dealer-locator.component';

/** The pages of mfe-forms by route name (shared-lib route table); routes without a screen yet show their summary. */
export const pages: PageMap = {
  ...Object.fromEntries(ROUTES.filter((r) => r.remote === 'mfe-forms').map((r) => [r.name, RouteSummaryPage])),
  dealerLocator: DealerLocator,
  contactUs: ContactPage,
};
