import { DEALER_PREFIX, userBrandCodes } from '@rv/shared-lib';
import { brandByCode, TYPE_CLASSES } from '@rv/domain';
import { compareText } from '@rv/domain/locale';
import { useDealershipScope } from '../../dealership-select/dealership-choice';
import styles from './dashboard.module.css';

/** Dashboard brand and model quick navigation (dealer spec: screens and routes): each of the dealer's brands by type, in new tabs. */
export function BrandQuickNav() {
  // The brands of the dealership chosen in the Location select, or of all the user's dealerships.
  const scope = useDealershipScope();
  const brands = userBrandCodes(scope).map(brandByCode).filter((b) => b !== undefined).sort((a, b) => compareText(a.name, b.name));
  return (
    <section aria-labelledby="dealer-brand-nav-title" className={styles.card}>
      <h2 id="dealer-brand-nav-title" className={styles.cardTitle}>Your brands</h2>
      {brands.length === 0 ? <p>No brands are listed for your dealership.</p> : (
        <ul className={styles.brands}>
          {brands.map((brand) => (
            <li key={brand.code} className={styles.brand}>
              <h3 className={styles.brandName}>{brand.name}</h3>
              <ul className={styles.types}>
                {TYPE_CLASSES.filter((t) => brand.typeClasses.includes(t.slug)).map((t) => (
                  <li key={t.slug}>
                    <a href={`${DEALER_PREFIX}/product/${brand.slug}/${t.slug}/floorplans`} target="_blank" rel="noopener noreferrer">
                      {t.name}<span className="rv-visually-hidden"> of {brand.name} (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
