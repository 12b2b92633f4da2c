import type { ContentLink } from '@rv/shared-lib';

/** Navigation item of spec consumer §3. */
export interface NavigationItem {
  label: string;
  link: ContentLink | null;
  children: NavigationItem[];
  calloutLink?: ContentLink;
  calloutImage?: { url: string; alt?: string };
  calloutImageMobile?: { url: string; alt?: string };
  calloutImageAlt?: string;
  calloutTitle?: string;
  calloutSubTitle?: string;
}

export interface NavigationDoc {
  items: NavigationItem[];
  utility: Array<{ label: string; link: ContentLink }>;
  inventory_cta?: { label: string; link: ContentLink };
}

export interface ProductLineEntry {
  product_line: string;
  product_line_sub_title: string;
  product_line_icon: { url: string; alt?: string };
  product_line_link: ContentLink;
}

export interface RvTypeEntry {
  type_title: string;
  type_icon_name: string;
  type_link: ContentLink;
}

export interface FooterDoc {
  brand_mark: string;
  logo: { url: string; alt?: string };
  email_signup_label: string;
  email_signup_placeholder: string;
  email_signup_button_label: string;
  columns: Array<{ title: string; links: Array<{ label: string; link: ContentLink }> }>;
  base_links: Array<{ label: string; link: ContentLink }>;
}

export interface SiteSettingsDoc {
  company_name?: string;
  company_slogan: string;
  address_1: string;
  address_2: string;
  city_state_zip: string;
  social_links: Array<{ platform: string; url: string }>;
}

/** The label of the child that marks the shop menu (spec §3 "Navigation item"). */
export const SHOP_MENU_MARK = 'NOLINK';

export function isShopMenu(item: NavigationItem): boolean {
  return item.children.some((child) => child.label === SHOP_MENU_MARK);
}
