import { fetchDocument, fetchSingle, readRuntimeConfig, resolveContentLink, useResource } from '@rv/shared-lib';
import type { FooterDoc, SiteSettingsDoc } from './layout-content';
import { onLinkClick } from './navigate';
import { RemoteSlot } from '../remotes/remote-slot';
import styles from './footer.module.css';

const config = readRuntimeConfig();

/** Spec §2 footer: e-mail signup, logo, slogan, address, link columns, social links, copyright and legal links. */
export function Footer() {
  const footer = useResource('footer', () => fetchDocument<FooterDoc>('footer_navigation', 'footer'));
  const settings = useResource('settings', () => fetchSingle<SiteSettingsDoc>('site_settings'));
  const doc = footer.data?.data;
  const site = settings.data?.data;
  const href = (link: Parameters<typeof resolveContentLink>[0]) => resolveContentLink(link, { companySlug: config.companySlug }) ?? '#';
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.signup} aria-label="Newsletter">
          <RemoteSlot remote="mfe-forms" exposed="newsletter-form" props={{ placement: 'footer' }} />
        </section>
        <div className={styles.brand}>
          {doc ? <img src={doc.logo.url} alt={doc.logo.alt ?? config.companyName} width={200} height={60} /> : null}
          {site ? (
            <>
              <p className={styles.slogan}>{site.company_slogan}</p>
              <address className={styles.address}>{site.address_1}<br />{site.address_2}<br />{site.city_state_zip}</address>
            </>
          ) : null}
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {(doc?.columns ?? []).map((column) => (
            <details key={column.title} className={styles.column} open>
              <summary>{column.title}</summary>
              <ul>{column.links.map((l) => <li key={l.label}><a href={href(l.link)} onClick={onLinkClick}>{l.label}</a></li>)}</ul>
            </details>
          ))}
        </nav>
        <ul className={styles.social} aria-label="Social media">
          {(site?.social_links ?? []).map((s) => (
            <li key={s.platform}><a href={s.url} target="_blank" rel="noopener noreferrer">{s.platform[0].toUpperCase() + s.platform.slice(1)}</a></li>
          ))}
        </ul>
      </div>
      <div className={styles.legal}>
        <p>© {new Date().getFullYear()} {config.companyName}. All rights reserved.</p>
        <ul>{(doc?.base_links ?? []).map((l) => <li key={l.label}><a href={href(l.link)} onClick={onLinkClick}>{l.label}</a></li>)}</ul>
      </div>
    </footer>
  );
}
