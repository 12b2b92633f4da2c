import { initTracking, readCookieConsent, writeCookieConsent, type CookieConsent } from '@rv/shared-lib';

/** Whether the visitor has already chosen; the banner shows only until they do. */
export function hasConsentChoice(): boolean {
  return readCookieConsent() !== null;
}
import styles from './consent-banner.module.css';

const NECESSARY_ONLY: CookieConsent = { cookiesAccepted: true, all: false, necessary: true, preferences: false, statistics: false, marketing: false };
const ALL: CookieConsent = { cookiesAccepted: true, all: true, necessary: true, preferences: true, statistics: true, marketing: true };

/**
 * The cookie-consent choice of spec (entities and fields) (cookiesAccepted plus all, necessary, preferences, statistics,
 * marketing). Tracking ids are only requested once statistics cookies are accepted.
 */
export function ConsentBanner({ onDecide }: { onDecide(): void }) {
  const choose = (consent: CookieConsent) => {
    writeCookieConsent(consent);
    onDecide();
    void initTracking();
  };
  return (
    <section className={styles.banner} aria-labelledby="rv-consent-title">
      <h2 id="rv-consent-title" className={styles.title}>Cookies on this site</h2>
      <p className={styles.text}>
        We use necessary cookies to make the site work. With your permission we also use cookies to understand how the site is used and to
        connect your requests to the dealer who helps you.
      </p>
      <div className={styles.actions}>
        <button type="button" className="rv-button rv-button--primary rv-button--sm" onClick={() => choose(ALL)}>Accept all cookies</button>
        <button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={() => choose(NECESSARY_ONLY)}>Necessary cookies only</button>
      </div>
    </section>
  );
}
