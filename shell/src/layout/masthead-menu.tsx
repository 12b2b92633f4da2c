import { forwardRef } from 'react';
import { readRuntimeConfig, resolveContentLink, type ContentLink, onSiteLinkClick } from '@rv/shared-lib';
import { useRenderedOnceOpen } from '@rv/ui-kit';
import { isShopMenu, menuLinks, type NavigationItem, type ShopByProductLineData, type ShopByRvTypeData } from './layout-content';
import styles from './masthead.module.css';

const config = readRuntimeConfig();
/** A nav link's path; broken or missing links give null and are not rendered (spec: validation rules). */
export const navHref = (link: ContentLink | null | undefined) => resolveContentLink(link, { companySlug: config.companySlug });

export const panelId = (label: string) => `rv-menu-${label.toLowerCase().replace(/\W+/g, '-')}`;

interface MenuItemProps {
  item: NavigationItem;
  open: boolean;
  onHeader(): void;
  productLines: ShopByProductLineData['product_lines'];
  rvTypes: ShopByRvTypeData['rv_types'];
}

function LinkList({ items, className }: { items: NavigationItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((c) => {
        const href = navHref(c.link);
        return href ? <li key={c.label}><a href={href} onClick={onSiteLinkClick}>{c.label}</a></li> : null;
      })}
    </ul>
  );
}

/** The shop menu: shop by RV type, shop by product line and the Get Matched links (spec: screens and routes). */
function ShopPanel({ item, productLines, rvTypes }: Pick<MenuItemProps, 'item' | 'productLines' | 'rvTypes'>) {
  return (
    <div className={styles.shop}>
      <section aria-labelledby={`${panelId(item.label)}-types`}>
        <h2 id={`${panelId(item.label)}-types`} className={styles.panelTitle}>Shop by RV Type</h2>
        <ul>{rvTypes.map((t) => {
          const href = navHref(t.type_link);
          return href ? <li key={t.type_title}><a href={href} onClick={onSiteLinkClick}>{t.type_title}</a></li> : null;
        })}</ul>
      </section>
      <section aria-labelledby={`${panelId(item.label)}-lines`}>
        <h2 id={`${panelId(item.label)}-lines`} className={styles.panelTitle}>Shop by Product Line</h2>
        <ul className={styles.lines}>{productLines.map((l) => {
          const href = navHref(l.product_line_link);
          return href ? (
            <li key={l.product_line}>
              <a href={href} onClick={onSiteLinkClick} className={styles.line}>
                {l.product_line_icon?.url ? <img src={l.product_line_icon.url} alt="" width={96} height={24} loading="lazy" className={styles.lineIcon} /> : null}
                <span>{l.product_line}<span className={styles.sub}>{l.product_line_sub_title}</span></span>
              </a>
            </li>
          ) : null;
        })}</ul>
      </section>
      <section aria-labelledby={`${panelId(item.label)}-match`} className={styles.match}>
        <h2 id={`${panelId(item.label)}-match`} className={styles.panelTitle}>Get Matched</h2>
        <LinkList items={menuLinks(item)} />
      </section>
    </div>
  );
}

/** Any other menu: its links and a callout image with title and subtitle. */
function StandardPanel({ item }: { item: NavigationItem }) {
  const calloutHref = navHref(item.calloutLink);
  return (
    <div className={styles.standard}>
      <LinkList items={menuLinks(item)} className={styles.links} />
      {item.calloutImage?.url && calloutHref ? (
        <a className={styles.callout} href={calloutHref} onClick={onSiteLinkClick}>
          <picture>
            {item.calloutImageMobile?.url ? <source media="(max-width: 1150px)" srcSet={item.calloutImageMobile.url} /> : null}
            <img src={item.calloutImage.url} alt={item.calloutImageAlt ?? item.calloutImage.alt ?? ''} width={320} height={180} loading="lazy" className={styles.calloutImage} />
          </picture>
          <span className={styles.calloutTitle}>{item.calloutTitle}</span>
          {item.calloutSubTitle ? <span className={styles.sub}>{item.calloutSubTitle}</span> : null}
        </a>
      ) : null}
    </div>
  );
}

/** A primary navigation entry: a disclosure button and its sub-list panel, or a plain link without children. */
export const MenuItem = forwardRef<HTMLButtonElement, MenuItemProps>(function MenuItem({ item, open, onHeader, productLines, rvTypes }, ref) {
  const id = panelId(item.label);
  // The panel's links are built when it is first opened (about 160 hidden elements on every page otherwise).
  const rendered = useRenderedOnceOpen(open);
  if (item.children.length === 0) {
    const href = navHref(item.link);
    return href ? <li className={styles.item}><a className={styles.itemLink} href={href} onClick={onSiteLinkClick}>{item.label}</a></li> : null;
  }
  return (
    <li className={styles.item}>
      <button ref={ref} type="button" className={styles.itemToggle} aria-expanded={open} aria-controls={id} onClick={onHeader}>{item.label}</button>
      <div id={id} className={styles.panel} hidden={!open}>
        {rendered ? isShopMenu(item) ? <ShopPanel item={item} productLines={productLines} rvTypes={rvTypes} /> : <StandardPanel item={item} /> : null}
      </div>
    </li>
  );
});
