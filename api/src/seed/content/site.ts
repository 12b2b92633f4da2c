/** Site settings and the two shop menus the masthead's Shop panel reads (spec: screens and routes; entities and fields). */
import { LEAD_BRANDS, TYPE_CLASSES } from '@rv/domain';
import type { ShopByProductLineData, ShopByRvTypeData, SiteSettingsData } from '@rv/domain/content';
import type { NewDocument } from '../../modules/content';
import { brandLogo, doc, type ContentSeedOptions, web } from './helpers';

export function siteDocuments({ companyName }: ContentSeedOptions): NewDocument[] {
  const settings: SiteSettingsData = {
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
    popup_success_message: 'Thanks for signing up! Your first newsletter is on its way.',
    popup_error_message: 'We could not sign you up right now. Please try again later.',
    popup_enabled: true,
    popup_title: 'Get the latest news and offers',
    popup_image: { url: '/api/media/scene/popup.svg', alt: 'A travel trailer at a lakeside campsite' },
    popup_delay: 8,
    popup_show_times: 2,
    popup_show_until: '2027-12-31',
    google_site_verification_ids: [{ verification_id: 'rv-site-verification-demo' }],
    additional_verification_meta_tags: [
      { name_attribute: 'p:domain_verify', content_attribute: 'demo-verify' },
      // Incomplete on purpose: spec (validation rules) says a tag without both attributes is not emitted.
      { name_attribute: 'msvalidate.01', content_attribute: null },
    ],
  };

  const productLines: ShopByProductLineData = {
    title: 'Shop by Product Line',
    product_lines: LEAD_BRANDS.map((brand) => ({
      product_line: brand.name,
      product_line_sub_title: brand.typeClasses.map((slug) => TYPE_CLASSES.find((t) => t.slug === slug)?.name).join(' & '),
      product_line_icon: brandLogo(brand.slug, brand.name),
      product_line_link: web(`/product/${brand.slug}`),
    })),
  };
  const rvTypes: ShopByRvTypeData = {
    title: 'Shop by RV Type',
    rv_types: TYPE_CLASSES.map((type) => ({ type_title: type.name, type_icon_name: type.slug, type_link: web(`/rv-type/${type.slug}`) })),
  };

  return [
    doc('site_settings', 'site-settings', settings),
    doc('shop_by_product_line', 'shop-by-product-line', productLines),
    doc('shop_by_rv_type', 'shop-by-rv-type', rvTypes),
  ];
}
