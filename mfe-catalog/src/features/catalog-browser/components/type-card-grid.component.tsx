import { Link, useLocation } from '@rv/shared-lib/router';
import type { Brand } from '@rv/shared-lib/catalog';
import { drawnImageProps } from '@rv/shared-lib';
import { formatDollars, formatQuantity, formatRange } from '@rv/domain/format';
import { findBrandType, useBrandTypes } from '../api/brand-type.resource';
import { linkTargetProps, useCatalogMode } from '../catalog-mode';
import styles from '../catalog-browser.module.css';

/** Type cards of Browse By 'Types by Brand': one per brand and type class, linking to its floorplans with the same filters. */
export function TypeCardGrid({ brands, status }: { brands: Brand[]; status: 'loading' | 'success' | 'error' }) {
  const mode = useCatalogMode();
  const { search } = useLocation();
  const docs = useBrandTypes();
  if (status === 'loading' && brands.length === 0) return <p role="status">Loading RV types…</p>;
  if (status === 'error' && brands.length === 0) return <p role="alert">RV types could not be loaded.</p>;
  if (brands.length === 0) return <p>No RV types match these filters.</p>;
  return (
    <ul className={styles.typeGrid}>
      {brands.map((b) => {
        const image = findBrandType(docs.data, b.url, b.typeClassSlug)?.data.rv_image;
        return (
          <li key={b.uniqueId} className={styles.typeCard}>
            {image ? <img src={image.thumb?.url ?? image.url} {...drawnImageProps(image.thumb?.url ?? image.url, '(max-width: 767px) 100vw, 400px')} alt="" width={400} height={250} loading="lazy" /> : null}
            <h3 className={styles.typeTitle}>
              <Link to={{ pathname: `${mode.basePath}/product/${b.slug}/${b.typeClassSlug}/floorplans`, search }} {...linkTargetProps(mode)}>
                {b.name} {b.typeClass}
              </Link>
            </h3>
            <p className={styles.typeMeta}>{formatQuantity(b.modelCount, 'floorplan')} · {formatRange(b.minPrice, b.maxPrice, formatDollars)}</p>
          </li>
        );
      })}
    </ul>
  );
}
