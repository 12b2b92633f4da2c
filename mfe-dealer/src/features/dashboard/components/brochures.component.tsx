import { userBrandCodes } from '@rv/shared-lib';
import { brandByCode } from '@rv/domain';
import { useDealershipScope } from '../../dealership-select/dealership-choice';
import styles from './dashboard.module.css';

/** Brochures of the dealer's brands: the consumer site's brochure library, opened in a new tab as dealer links are (spec: screens and routes). */
export function BrochuresCard() {
  // The brands of the dealership chosen in the Location select, or of all the user's dealerships.
  const scope = useDealershipScope();
  const brands = userBrandCodes(scope).map(brandByCode).filter((b) => b !== undefined).map((b) => b.name).sort();
  return (
    <section aria-labelledby="dealer-brochures-title" className={styles.card}>
      <h2 id="dealer-brochures-title" className={styles.cardTitle}>Brochures</h2>
      <p>
        {brands.length ? `Current and past brochures for ${brands.join(', ')} and every other brand. ` : 'Current and past brochures for every brand. '}
        <a href="/brochures" target="_blank" rel="noopener noreferrer">Open the brochure library<span className="rv-visually-hidden"> (opens in a new tab)</span></a>
      </p>
    </section>
  );
}
