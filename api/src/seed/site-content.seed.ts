import { LEAD_BRANDS, TYPE_CLASSES } from '@rv/shared-lib/domain/brands';
import { insertDocument } from '../modules/content/repository';
import type { Seeder } from './index';

const web = (url: string) => ({ link_type: 'Web', url });
const scene = (name: string) => ({ url: `/api/media/scene/${name}.svg`, alt: '', dimensions: { width: 800, height: 500 } });

/** Site settings, navigation, footer and the shop menus: what the layout needs on a fresh site. */
export const siteContentSeeder: Seeder = {
  name: 'site-content',
  async run(db, _random, { companySlug, companyName }) {
    await insertDocument(db, {
      uid: 'site-settings',
      type: 'site_settings',
      data: {
        company_name: companyName,
        company_slogan: 'Go Beyond',
        address_1: '2642 Hackberry Drive',
        address_2: 'P.O. Box 2000',
        city_state_zip: 'Goshen, IN 46527',
        social_links: [
          { platform: 'facebook', url: 'https://www.facebook.com/' },
          { platform: 'instagram', url: 'https://www.instagram.com/' },
          { platform: 'youtube', url: 'https://www.youtube.com/' },
          { platform: 'pinterest', url: 'https://www.pinterest.com/' },
        ],
        lead_success_message: 'Thank you! A dealer will contact you shortly.',
        lead_error_message: 'A remote server error was caught submitting your form. Please try again later.',
        customer_service_success_message: 'Thank you! Our customer service team will reply within two business days.',
        customer_service_error_message: 'We could not send your request. Please try again later.',
        diy_success_message: 'Thank you! Your request and photo have been received.',
        diy_error_message: 'We could not send your request. Please try again later.',
        email_signup_success_message: 'You are on the list. Watch your inbox for news and offers.',
        email_signup_error_message: 'We could not sign you up right now. Please try again later.',
        popup_enabled: true,
        popup_title: 'Get the latest news and offers',
        popup_image: { url: '/api/media/scene/popup.svg', alt: 'A travel trailer at a lakeside campsite' },
        popup_delay: 8,
        popup_show_times: 2,
        popup_show_until: '2027-12-31',
        google_site_verification_ids: [{ verification_id: 'rv-site-verification-demo' }],
        additional_verification_meta_tags: [{ name_attribute: 'p:domain_verify', content_attribute: 'demo-verify' }],
      },
    });

    const productLines = LEAD_BRANDS.map((brand) => ({
      product_line: brand.name,
      product_line_sub_title: brand.typeClasses.map((slug) => TYPE_CLASSES.find((t) => t.slug === slug)?.name).join(' & '),
      product_line_icon: { url: `/api/media/brand-logo/${brand.slug}.svg`, alt: `${brand.name} logo` },
      product_line_link: web(`/product/${brand.slug}`),
    }));
    await insertDocument(db, { uid: 'shop-by-product-line', type: 'shop_by_product_line', data: { title: 'Shop by Product Line', product_lines: productLines } });

    const rvTypes = TYPE_CLASSES.map((type) => ({
      type_title: type.name,
      type_icon_name: type.slug,
      type_link: web(`/rv-type/${type.slug}`),
    }));
    await insertDocument(db, { uid: 'shop-by-rv-type', type: 'shop_by_rv_type', data: { title: 'Shop by RV Type', rv_types: rvTypes } });

    await insertDocument(db, {
      uid: 'new-nav',
      type: 'navigation',
      data: {
        items: [
          {
            label: 'Shop RVs',
            link: web('/product'),
            children: [
              { label: 'NOLINK', link: null, children: [] },
              { label: 'Get Matched', link: web('/get-matched'), children: [] },
              { label: 'RV Finder', link: web('/product'), children: [] },
              { label: 'Product Advisor', link: web('/product-advisor'), children: [] },
            ],
          },
          {
            label: 'Owners',
            link: web('/owners'),
            calloutLink: web('/owners-how-to'),
            calloutImage: scene('owners'),
            calloutImageMobile: scene('owners-mobile'),
            calloutImageAlt: 'An owner checking the hitch of a fifth wheel',
            calloutTitle: 'Owner How-To',
            calloutSubTitle: 'Videos and guides for every season',
            children: [
              { label: 'Owner Support', link: web('/owners'), children: [] },
              { label: 'How-To Library', link: web('/owners-how-to'), children: [] },
              { label: 'Warranty', link: web('/warranty'), children: [] },
              { label: 'Find a Dealer', link: web('/find-a-dealer'), children: [] },
            ],
          },
          {
            label: 'Explore',
            link: web(`/${companySlug}-life`),
            calloutLink: web('/innovations'),
            calloutImage: scene('innovations'),
            calloutImageMobile: scene('innovations-mobile'),
            calloutImageAlt: 'Solar panels on a travel trailer roof',
            calloutTitle: 'Innovations',
            calloutSubTitle: 'Engineering that goes further',
            children: [
              { label: `${companyName} Life`, link: web(`/${companySlug}-life`), children: [] },
              { label: 'Innovations', link: web('/innovations'), children: [] },
              { label: 'Brochures', link: web('/brochures'), children: [] },
              { label: 'Product Lines', link: web('/product-lines'), children: [] },
              { label: 'RV Types', link: web('/rv-types'), children: [] },
            ],
          },
        ],
        utility: [
          { label: 'Dealer Portal', link: web('/ignite/sales/login') },
          { label: 'Owner Support', link: web('/owners') },
        ],
        inventory_cta: { label: 'Search Inventory', link: web('/inventory') },
      },
    });

    await insertDocument(db, {
      uid: 'footer',
      type: 'footer_navigation',
      data: {
        brand_mark: companyName,
        logo: { url: '/api/media/brand-logo/company.svg', alt: `${companyName} logo` },
        email_signup_label: 'Sign up for news and offers',
        email_signup_placeholder: 'Email address',
        email_signup_button_label: 'Sign Up',
        columns: [
          { title: 'Shop', links: [
            { label: 'RV Finder', link: web('/product') }, { label: 'Get Matched', link: web('/get-matched') },
            { label: 'Build & Price', link: web('/build-my-rv') }, { label: 'Search Inventory', link: web('/inventory') },
          ] },
          { title: 'Owners', links: [
            { label: 'Owner Support', link: web('/owners') }, { label: 'How-To Library', link: web('/owners-how-to') },
            { label: 'Warranty', link: web('/warranty') }, { label: 'Find a Dealer', link: web('/find-a-dealer') },
          ] },
          { title: 'Company', links: [
            { label: `${companyName} Life`, link: web(`/${companySlug}-life`) }, { label: 'Innovations', link: web('/innovations') },
            { label: 'Brochures', link: web('/brochures') }, { label: 'Dealer Portal', link: web('/ignite/sales/login') },
          ] },
        ],
        base_links: [
          { label: 'Privacy Policy', link: web('/privacy-policy') },
          { label: 'Terms of Use', link: web('/terms-of-use') },
        ],
      },
    });

    await insertDocument(db, {
      uid: 'home',
      type: 'home_page',
      data: {
        title: `${companyName} | Travel Trailers, Fifth Wheels and Toy Haulers`,
        meta_description: `Browse ${LEAD_BRANDS.length} product lines of towable RVs, compare floorplans and find a dealer near you.`,
        body: [],
      },
    });
    for (const page of [
      { uid: 'privacy-policy', title: 'Privacy Policy', text: `How ${companyName} collects, uses and protects the information you share with us.` },
      { uid: 'terms-of-use', title: 'Terms of Use', text: `The terms that apply when you use the ${companyName} web site.` },
    ]) {
      await insertDocument(db, { uid: page.uid, type: 'content_page', data: { title: page.title, meta_description: page.text, body: [{ slice_type: 'text', primary: { text: page.text } }] } });
    }
  },
};
