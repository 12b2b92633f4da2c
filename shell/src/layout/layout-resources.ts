import { fetchDocument, fetchSingle } from '@rv/shared-lib';
import type { FooterNavigationData, NavigationData, ShopByProductLineData, ShopByRvTypeData, SiteSettingsData } from './layout-content';

/** The content the layout (masthead and footer) is drawn from, by resource key: one list for the layout and the offline copy. */
export const LAYOUT_RESOURCES = {
  nav: () => fetchDocument<NavigationData>('navigation', 'new-nav'),
  lines: () => fetchDocument<ShopByProductLineData>('shop_by_product_line', 'shop-by-product-line'),
  types: () => fetchDocument<ShopByRvTypeData>('shop_by_rv_type', 'shop-by-rv-type'),
  footer: () => fetchDocument<FooterNavigationData>('footer_navigation', 'footer'),
  settings: () => fetchSingle<SiteSettingsData>('site_settings'),
};
