import type { BrandsLandingData } from '@rv/shared-lib';
import styles from '../brand-landing.module.css';

/** The brand's brochures (spec: screens and routes, brand landing, model detail): PDF links that open in a new tab. */
export function BrochureList({ brochures, headingLevel = 2 }: { brochures: BrandsLandingData['brochures'] | undefined; headingLevel?: 2 | 3 }) {
  const usable = (brochures ?? []).filter((b) => b.brochure?.url && b.brochure_name);
  if (usable.length === 0) return null;
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section className={styles.brochures} aria-label="Brochures">
      <Heading>Brochures</Heading>
      <ul>
        {usable.map((b) => (
          <li key={b.brochure.url}>
            <a href={b.brochure.url} target="_blank" rel="noopener noreferrer">{b.brochure_name}<span className="rv-visually-hidden"> (PDF, opens in a new tab)</span></a>
          </li>
        ))}
      </ul>
    </section>
  );
}
