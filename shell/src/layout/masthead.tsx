import { useEffect, useReducer, useRef, type MouseEvent } from 'react';
import { bus, readRuntimeConfig, routeHelpers, useResource, onSiteLinkClick } from '@rv/shared-lib';
import { LAYOUT_RESOURCES } from './layout-resources';
import { INITIAL_NAV, navReducer } from './masthead-nav-state';
import { MenuItem, navHref } from './masthead-menu';
import { useHideOnScroll } from './use-hide-on-scroll';
import { preloadSearchOverlay } from './search-overlay-host';
import { MOBILE_NAV_QUERY, useMediaQuery } from './use-media-query';
import styles from './masthead.module.css';

/** The search toggle hovered or focused: the overlay's code starts loading, so its first opening is drawn at once. */
const warmSearch = () => void preloadSearchOverlay();

/**
 * The consumer masthead of spec (screens and routes; states and transitions): mobile toggle, logo (h1 on home), primary navigation with
 * sub-lists (disclosure pattern), utility navigation, inventory CTA, dealer locator, search toggle.
 */
export function Masthead({ pathname }: { pathname: string }) {
  const config = readRuntimeConfig();
  const nav = useResource('nav', LAYOUT_RESOURCES.nav);
  const lines = useResource('lines', LAYOUT_RESOURCES.lines);
  const types = useResource('types', LAYOUT_RESOURCES.types);
  const [state, dispatch] = useReducer(navReducer, INITIAL_NAV);
  const mobile = useMediaQuery(MOBILE_NAV_QUERY);
  const ref = useRef<HTMLElement>(null);
  const headers = useRef<Array<HTMLButtonElement | null>>([]);
  const mobileToggle = useRef<HTMLButtonElement>(null);
  const open = state.active !== null || state.mobileOpen;
  const hidden = useHideOnScroll(ref, open);
  const isHome = pathname === '/';
  const onSearchRoute = pathname === '/search';

  useEffect(() => dispatch({ type: 'close' }), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Focus goes back to what opened the navigation, so keyboard users keep their place.
      const opener = state.active !== null && !state.mobileOpen ? headers.current[state.active] : mobileToggle.current;
      dispatch({ type: 'close' });
      opener?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, state.active, state.mobileOpen]);

  // Spec (states and transitions): the navigation closes on a link click.
  const onNavClick = (e: MouseEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('a')) dispatch({ type: 'close' });
  };

  const Logo = isHome ? 'h1' : 'div';
  const data = nav.data?.data;
  const inventoryHref = navHref(data?.inventory_cta?.link);
  return (
    <header ref={ref} className={`${styles.masthead} ${hidden ? styles.hidden : ''}`} data-hidden={hidden || undefined}>
      <div className={styles.bar}>
        <button ref={mobileToggle} type="button" className={styles.mobileToggle} aria-expanded={state.mobileOpen} aria-controls="rv-primary-nav" onClick={() => dispatch({ type: 'toggle-menu' })}>
          <span className="rv-visually-hidden">{state.mobileOpen ? 'Close menu' : 'Open menu'}</span>
          <span aria-hidden="true">{state.mobileOpen ? '✕' : '☰'}</span>
        </button>
        <Logo className={styles.logo}>
          <a href="/" onClick={onSiteLinkClick}>{config.companyName}</a>
        </Logo>
        <nav id="rv-primary-nav" aria-label="Main" className={`${styles.primary} ${state.mobileOpen ? styles.open : ''}`} onClick={onNavClick}>
          <ul className={styles.menu}>
            {(data?.items ?? []).map((item, index) => (
              <MenuItem key={item.label} ref={(el) => { headers.current[index] = el; }} item={item} open={state.active === index}
                onHeader={() => dispatch({ type: 'header', index, mobile })}
                productLines={lines.data?.data.product_lines ?? []} rvTypes={types.data?.data.rv_types ?? []} />
            ))}
          </ul>
          <ul className={styles.utility} aria-label="Utility">
            {(data?.utility ?? []).map((u) => {
              const href = navHref(u.link);
              return href ? <li key={u.label}><a href={href} onClick={onSiteLinkClick}>{u.label}</a></li> : null;
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          {data?.inventory_cta && inventoryHref ? (
            <a className={`rv-button rv-button--primary rv-button--sm ${styles.inventory}`} href={inventoryHref} onClick={onSiteLinkClick}>{data.inventory_cta.label}</a>
          ) : null}
          <a className={styles.iconLink} href={routeHelpers.dealerLocator()} onClick={onSiteLinkClick} aria-label="Find a dealer">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" /></svg>
          </a>
          {onSearchRoute ? null : (
            <button
              type="button" className={styles.iconLink} aria-label="Search"
              onPointerEnter={warmSearch} onFocus={warmSearch} onClick={() => bus.publish('search:open', {})}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path fill="currentColor" d="M10 3a7 7 0 1 0 4.2 12.6l4.6 4.6 1.4-1.4-4.6-4.6A7 7 0 0 0 10 3Zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z" /></svg>
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
