/** The masthead navigation (uid new-nav) and the footer document (spec: screens and routes, masthead and footer). */
import type { FooterNavigationData, NavigationData, NavigationItem } from '@rv/domain/content';
import { CONTACT_US_PATH, quoteRequestPath } from '@rv/domain';
import type { NewDocument } from '../../modules/content';
import { doc, type ContentSeedOptions, scene, web } from './helpers';

const leaf = (label: string, url: string): NavigationItem => ({ label, link: web(url), children: [] });

export function navigationDocuments({ companySlug, companyName }: ContentSeedOptions): NewDocument[] {
  const navigation: NavigationData = {
    items: [
      {
        label: 'Shop RVs',
        link: web('/product'),
        // The NOLINK child marks the shop menu: shop-by-type, shop-by-product-line and Get Matched panels.
        children: [
          { label: 'NOLINK', link: null, children: [] },
          leaf('Get Matched', '/get-matched'),
          leaf('RV Finder', '/product'),
          leaf('Product Advisor', '/product-advisor'),
        ],
      },
      {
        label: 'Owners',
        link: web('/owners'),
        calloutLink: web('/owners-how-to'),
        calloutImage: scene('owners', 'An owner checking the hitch of a fifth wheel'),
        calloutImageMobile: scene('owners-mobile', 'An owner checking the hitch of a fifth wheel'),
        calloutImageAlt: 'An owner checking the hitch of a fifth wheel',
        calloutTitle: 'Owner How-To',
        calloutSubTitle: 'Videos and guides for every season',
        children: [
          leaf('Owner Support', '/owners'), leaf('How-To Library', '/owners-how-to'),
          leaf('Warranty', '/warranty'), leaf('Find a Dealer', '/find-a-dealer'),
        ],
      },
      {
        label: 'Explore',
        link: web(`/${companySlug}-life`),
        calloutLink: web('/innovations'),
        calloutImage: scene('innovations', 'Solar panels on a travel trailer roof'),
        calloutImageMobile: scene('innovations-mobile', 'Solar panels on a travel trailer roof'),
        calloutImageAlt: 'Solar panels on a travel trailer roof',
        calloutTitle: 'Innovations',
        calloutSubTitle: 'Engineering that goes further',
        children: [
          leaf(`${companyName} Life`, `/${companySlug}-life`), leaf('Innovations', '/innovations'),
          leaf('Brochures', '/brochures'), leaf('Product Lines', '/product-lines'), leaf('RV Types', '/rv-types'),
          leaf('About Us', '/about-us'),
        ],
      },
    ],
    utility: [
      { label: 'Dealer Portal', link: web('/ignite/sales/login') },
      { label: 'Owner Support', link: web('/owners') },
      { label: 'Contact Us', link: web(CONTACT_US_PATH) },
    ],
    inventory_cta: { label: 'Search Inventory', link: web('/inventory') },
  };

  const footer: FooterNavigationData = {
    brand_mark: companyName,
    logo: { url: '/api/media/brand-logo/company.svg', alt: `${companyName} logo` },
    email_signup_label: 'Sign up for news and offers',
    email_signup_placeholder: 'Email address',
    email_signup_button_label: 'Sign Up',
    columns: [
      { title: 'Shop', links: [
        { label: 'RV Finder', link: web('/product') }, { label: 'Get Matched', link: web('/get-matched') },
        { label: 'Build & Price', link: web('/build-my-rv') }, { label: 'Search Inventory', link: web('/inventory') },
        { label: 'Request a Quote', link: web(quoteRequestPath()) },
      ] },
      { title: 'Owners', links: [
        { label: 'Owner Support', link: web('/owners') }, { label: 'How-To Library', link: web('/owners-how-to') },
        { label: 'Warranty', link: web('/warranty') }, { label: 'Find a Dealer', link: web('/find-a-dealer') },
      ] },
      { title: 'Company', links: [
        { label: `${companyName} Life`, link: web(`/${companySlug}-life`) }, { label: 'Innovations', link: web('/innovations') },
        { label: 'Brochures', link: web('/brochures') }, { label: 'About Us', link: web('/about-us') },
        { label: 'Contact Us', link: web(CONTACT_US_PATH) }, { label: 'Dealer Portal', link: web('/ignite/sales/login') },
      ] },
    ],
    base_links: [
      { label: 'Privacy Policy', link: web('/privacy-policy') },
      { label: 'Terms of Use', link: web('/terms-of-use') },
      { label: 'Accessibility', link: web('/accessibility') },
    ],
  };

  return [doc('navigation', 'new-nav', navigation), doc('footer_navigation', 'footer', footer)];
}
