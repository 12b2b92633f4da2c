import { useState } from 'react';
import { readRuntimeConfig, useResource, onSiteLinkClick } from '@rv/shared-lib';
import { Accordion } from '@rv/ui-kit';
import type { FooterNavigationData } from './layout-content';
import { LAYOUT_RESOURCES } from './layout-resources';
import { navHref } from './masthead-menu';
import { useMediaQuery } from './use-media-query';
import { RemoteSlot } from '../remotes/remote-slot';
import styles from './footer.module.css';

/** Link columns become accordions below the md breakpoint (spec: screens and routes, footer, md 1024). */
export const FOOTER_ACCORDION_QUERY = '(max-width: 1024px)';

type Links = FooterNavigationData['base_links'];

function LinkList({ links }: { links: Links }) {
  return (
    <ul>
      {links.map((l) => {
        const href = navHref(l.link);
        return href ? <li key={l.label}><a href={href} onClick={onSiteLinkClick}>{l.label}</a></li> : null;
      })}
    </ul>
  );
}

function Columns({ columns }: { columns: FooterNavigationData['columns'] }) {
  const narrow = useMediaQuery(FOOTER_ACCORDION_QUERY);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <nav className={styles.columns} aria-label="Footer">
      {columns.map((column) => (narrow ? (
        <Accordion key={column.title} title={column.title} open={open === column.title} onToggle={(next) => setOpen(next ? column.title : null)} headingLevel={2}>
          <LinkList links={column.links} />
        </Accordion>
      ) : (
        <section key={column.title} className={styles.column}>
          <h2 className={styles.columnTitle}>{column.title}</h2>
          <LinkList links={column.links} />
        </section>
      )))}
    </nav>
  );
}

const platformLabel = (platform: string) => platform.charAt(0).toUpperCase() + platform.slice(1);

/**
 * Spec (screens and routes) footer: e-mail signup (the forms remote's component), logo, slogan, address, link columns
 * (accordions on narrow screens), social links, copyright and legal links.
 */
export function Footer() {
  const config = readRuntimeConfig();
  const footer = useResource('footer', LAYOUT_RESOURCES.footer);
  const settings = useResource('settings', LAYOUT_RESOURCES.settings);
  const doc = footer.data?.data;
  const site = settings.data?.data;
  return (
    <footer className={`${styles.footer} rv-render-near-view`}>
      <div className={styles.inner}>
        <section className={styles.signup} aria-label="Newsletter">
          <RemoteSlot remote="mfe-forms" exposed="newsletter-form" props={{
            placement: 'footer', label: doc?.email_signup_label, placeholder: doc?.email_signup_placeholder, buttonLabel: doc?.email_signup_button_label,
          }} />
        </section>
        <div className={styles.brand}>
          {doc?.logo?.url ? <img src={doc.logo.url} alt={doc.logo.alt || config.companyName} width={200} height={60} loading="lazy" /> : <p className={styles.mark}>{doc?.brand_mark ?? config.companyName}</p>}
          {site ? (
            <>
              <p className={styles.slogan}>{site.company_slogan}</p>
              <address className={styles.address}>{[site.address_1, site.address_2, site.city_state_zip].filter(Boolean).map((line) => <span key={line}>{line}</span>)}</address>
            </>
          ) : null}
        </div>
        <Columns columns={doc?.columns ?? []} />
        <ul className={styles.social} aria-label="Social media">
          {(site?.social_links ?? []).filter((s) => s.url).map((s) => (
            <li key={s.platform}>
              <a href={s.url} target="_blank" rel="noopener noreferrer">{platformLabel(s.platform)}<span className="rv-visually-hidden"> (opens in a new tab)</span></a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.legal}>
        <p>© {new Date().getFullYear()} {site?.company_name ?? config.companyName}. All rights reserved.</p>
        <LinkList links={doc?.base_links ?? []} />
      </div>
    </footer>
  );
}
