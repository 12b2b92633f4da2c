import type { PageMap } from '@rv/shared-lib';
import { contactUsHead, dealerLocatorHead, useToolHead } from '@rv/shared-lib/seo';
import ContactPage from './features/contact-page/components/contact-page.component';
import DealerLocator from './features/dealer-locator/components/dealer-locator.component';

/** Each page's head (title, description, canonical, Open Graph), as the server writes it, on client navigation too. */
function DealerLocatorPage() {
  useToolHead(dealerLocatorHead, {});
  return <DealerLocator />;
}

function ContactUsPage() {
  useToolHead(contactUsHead, {});
  return <ContactPage />;
}

/** The pages of mfe-forms by route name (shared-lib route table); its forms are exposed components, used on other remotes' pages. */
export const pages: PageMap = {
  dealerLocator: DealerLocatorPage,
  contactUs: ContactUsPage,
};
