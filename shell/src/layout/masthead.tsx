import { useEffect, useRef, useState } from 'react';
import { bus, fetchDocument, readRuntimeConfig, resolveContentLink, routeHelpers, useResource, type ContentLink } from '@rv/shared-lib';
import { isShopMenu, SHOP_MENU_MARK, type NavigationDoc, type NavigationItem, type ProductLineEntry, type RvTypeEntry } from './layout-content';
import { onLinkClick } from './navigate';
import { useHideOnScroll } from './use-hide-on-scroll';
import styles from './masthead.module.css';

const config = readRuntimeConfig();
const href = (link: ContentLink | null | undefined) => resolveContentLink(link, { companySlug: config.companySlug }) ?? '#';

/** The consumer masthead of spec §2: logo, primary and utility navigation, inventory CTA, dealer locator, search toggle. */
export function Masthead({ pathname }: { pathname: string }) {
  const nav = useResource('nav', () => fetchDocument<NavigationDoc>('navigation', 'new-nav'));
  const lines = useResource('lines', () => fetchDocument<{ product_lines: ProductLineEntry[] }>('shop_by_product_line', 'shop-by-product-line'));
  const types = useResource('types', () => fetchDocument<{ rv_types: RvTypeEntry[] }>('shop_by_rv_type', 'shop-by-rv-type'));
  const [active, setActive] = useState<number | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(ref);
  const isHome = pathname === '/';
  const onSearchRoute = pathname === '/search';

  useEffect(() => {
    setActive(null);
    setMobileOpen(false);
  }, [pathname]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && (setActive(null), setMobileOpen(false));
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const Logo = isHome ? 'h1' : 'div';
  const items = nav.data?.data.items ?? [];
  return (
    <header ref={ref} className={`${styles.masthead} ${hidden ? styles.hidden : ''}`}>
      <div className={styles.bar}>
        <button type="button" className={styles.mobileToggle} aria-expanded={mobileOpen} aria-controls="rv-primary-nav" onClick={() => setMobileOpen((o) => !o)}>
          <span className="rv-visually-hidden">{mobileOpen ? 'Close menu' : 'Open menu'}</span>
          <span aria-hidden="true">☰</span>
        </button>
        <Logo className={styles.logo}>
          <a href="/" onClick={onLinkClick}>{config.companyName}</a>
        </Logo>
        <nav id="rv-primary-nav" aria-label="Main" className={`${styles.primary} ${mobileOpen ? styles.open : ''}`}>
          <ul className={styles.menu}>
            {items.map((item, index) => (
              <MenuItem key={item.label} item={item} open={active === index} onToggle={() => setActive(active === index ? null : index)}
                productLines={lines.data?.data.product_lines ?? []} rvTypes={types.data?.data.rv_types ?? []} />
            ))}
          </ul>
          <ul className={styles.utility} aria-label="Utility">
            {(nav.data?.data.utility ?? []).map((u) => <li key={u.label}><a href={href(u.link)} onClick={onLinkClick}>{u.label}</a></li>)}
          </ul>
        </nav>
        <div className={styles.actions}>
          {nav.data?.data.inventory_cta ? (
            <a className="rv-button rv-button--primary rv-button--sm" href={href(nav.data.data.inventory_cta.link)} onClick={onLinkClick}>{nav.data.data.inventory_cta.label}</a>
          ) : null}
          <a className={styles.iconLink} href={routeHelpers.dealerLocator()} onClick={onLinkClick} aria-label="Find a dealer">⌖</a>
          {onSearchRoute ? null : (
            <button type="button" className={styles.iconLink} aria-label="Search" onClick={() => bus.publish('search:open', {})}>⌕</button>
          )}
        </div>
      </div>
    </header>
  );
}

interface MenuItemProps {
  item: NavigationItem;
  open: boolean;
  onToggle(): void;
  productLines: ProductLineEntry[];
  rvTypes: RvTypeEntry[];
}

function MenuItem({ item, open, onToggle, productLines, rvTypes }: MenuItemProps) {
  const panelId = `rv-menu-${item.label.toLowerCase().replace(/\W+/g, '-')}`;
  const links = item.children.filter((c) => c.label !== SHOP_MENU_MARK);
  return (
    <li className={styles.item}>
      <button type="button" className={styles.itemToggle} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>{item.label}</button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {isShopMenu(item) ? (
          <div className={styles.shop}>
            <section aria-label="Shop by RV type">
              <h2 className={styles.panelTitle}>Shop by RV Type</h2>
              <ul>{rvTypes.map((t) => <li key={t.type_title}><a href={href(t.type_link)} onClick={onLinkClick}>{t.type_title}</a></li>)}</ul>
            </section>
            <section aria-label="Shop by product line">
              <h2 className={styles.panelTitle}>Shop by Product Line</h2>
              <ul className={styles.lines}>{productLines.map((l) => (
                <li key={l.product_line}><a href={href(l.product_line_link)} onClick={onLinkClick}>{l.product_line}<span className={styles.sub}>{l.product_line_sub_title}</span></a></li>
              ))}</ul>
            </section>
            <section aria-label="Get Matched">
              <h2 className={styles.panelTitle}>Get Matched</h2>
              <ul>{links.map((c) => <li key={c.label}><a href={href(c.link)} onClick={onLinkClick}>{c.label}</a></li>)}</ul>
            </section>
          </div>
        ) : (
          <div className={styles.standard}>
            <ul>{links.map((c) => <li key={c.label}><a href={href(c.link)} onClick={onLinkClick}>{c.label}</a></li>)}</ul>
            {item.calloutImage ? (
              <a className={styles.callout} href={href(item.calloutLink)} onClick={onLinkClick}>
                <img src={item.calloutImage.url} alt={item.calloutImageAlt ?? ''} width={320} height={200} loading="lazy" />
                <span className={styles.calloutTitle}>{item.calloutTitle}</span>
                <span className={styles.sub}>{item.calloutSubTitle}</span>
              </a>
            ) : null}
          </div>
        )}
      </div>
    </li>
  );
}
