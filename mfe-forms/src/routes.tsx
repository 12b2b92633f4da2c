import type { PageMap } from '@rv/shared-lib';
import ContactPage from './features/contact-page/components/contact-page.component';
import DealerLocator from './features/dealer-locator/components/dealer-locator.component';

/** The pages of mfe-forms by route name (shared-lib route table); its forms are exposed components, used on other remotes' pages. */
export const pages: PageMap = {
  dealerLocator: DealerLocator,
  contactUs: ContactPage,
};
