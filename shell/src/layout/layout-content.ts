import type { NavigationItem } from '@rv/shared-lib';

/** Content documents the layout reads; their shapes are shared-lib's (consumer spec: entities and fields). */
export type {
  FooterNavigationData, NavigationData, NavigationItem, ShopByProductLineData, ShopByRvTypeData, SiteSettingsData,
} from '@rv/shared-lib';

/** The label of the child that marks the shop menu (spec: entities and fields, "Navigation item"). */
export const SHOP_MENU_MARK = 'NOLINK';

/** The shop menu shows the shop-by-type, shop-by-product-line and Get Matched panels instead of a callout. */
export function isShopMenu(item: NavigationItem): boolean {
  return item.children.some((child) => child.label === SHOP_MENU_MARK);
}

/** The links of a sub-list: every child but the shop-menu mark. */
export function menuLinks(item: NavigationItem): NavigationItem[] {
  return item.children.filter((child) => child.label !== SHOP_MENU_MARK);
}
