import { Link } from '@rv/shared-lib/router';
import { useResource } from '@rv/shared-lib';
import { formatMsrp, formatQuantity } from '@rv/domain/format';
import { fetchBuildBrands, type BuildBrand } from '../api/build-steps.resource';
import { LoadState } from './load-state.component';
import styles from '../build.module.css';

const from = (price: number | null) => (price ? `From ${formatMsrp(price)}` : 'Price TBD');

/** Step 1: the brands with floorplans to build. */
export function ChooseBrand() {
  const brands = useResource('build-brands', fetchBuildBrands);
  return (
    <LoadState state={brands} label="brands">
      {(list) => (
        <ul className={styles.grid}>
          {list.map((b) => (
            <li key={b.slug}>
              <Link className={styles.tile} to={`/build-my-rv/${b.slug}`}>
                <h2>{b.name}</h2>
                <span className={styles.muted}>{from(b.minPrice)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LoadState>
  );
}

/** Step 2: a brand's type classes. */
export function ChooseClass({ brandSlug }: { brandSlug: string }) {
  const brands = useResource('build-brands', fetchBuildBrands);
  return (
    <LoadState state={brands} label="RV types">
      {(list: BuildBrand[]) => {
        const brand = list.find((b) => b.slug === brandSlug);
        if (!brand) return <p role="alert">We could not find that brand. <Link to="/build-my-rv">Choose a brand</Link></p>;
        return (
          <ul className={styles.grid}>
            {brand.classes.map((c) => (
              <li key={c.slug}>
                <Link className={styles.tile} to={`/build-my-rv/${brand.slug}/${c.slug}`}>
                  <h2>{brand.name} {c.name}</h2>
                  <span className={styles.muted}>{formatQuantity(c.count, 'floorplan')} · {from(c.minPrice)}</span>
                </Link>
              </li>
            ))}
          </ul>
        );
      }}
    </LoadState>
  );
}
