import { Link } from 'react-router-dom';
import { formatCount, formatFeetInches, formatMsrp, formatWeight, MSRP_LABEL, useResource, type Model } from '@rv/shared-lib';
import { fetchBuildFloorplans } from '../api/build-steps.resource';
import { LoadState } from './load-state.component';
import styles from '../build.module.css';

const spec = (m: Model, code: string) => m.specifications[code]?.value;

/** Step 3: floorplan cards with their base price; choosing one opens its options. */
export function ChooseFloorplan({ brandSlug, classSlug }: { brandSlug: string; classSlug: string }) {
  const floorplans = useResource(`build-floorplans:${brandSlug}:${classSlug}`, () => fetchBuildFloorplans(brandSlug, classSlug));
  return (
    <LoadState state={floorplans} label="floorplans">
      {(list) => (list.length === 0 ? (
        <p role="status">No floorplans to build here. <Link to={`/build-my-rv/${brandSlug}`}>Choose another type</Link></p>
      ) : (
        <ul className={styles.grid}>
          {list.map((m) => (
            <li key={m.uniqueId}>
              <article className={styles.tile} aria-labelledby={`fp-${m.uniqueId}`}>
                <img src={m.floorplan_thumbnail.url} alt={m.floorplan_thumbnail.alt} width={m.floorplan_thumbnail.dimensions.width} height={m.floorplan_thumbnail.dimensions.height} loading="lazy" />
                <h2 id={`fp-${m.uniqueId}`}>{m.name} <span className={styles.muted}>{m.modelYear}</span></h2>
                <p>{MSRP_LABEL} <strong>{formatMsrp(spec(m, 'MSRP'))}</strong></p>
                <p className={styles.muted}>
                  {formatFeetInches(spec(m, 'LENGTH'))} · {formatWeight(spec(m, 'SHIPPINGWEIGHT'))} · Sleeps {formatCount(spec(m, 'SLEEPING-CAPACITY'))}
                </p>
                <Link className="rv-button rv-button--primary rv-button--sm" to={`/build-my-rv/${brandSlug}/${classSlug}/${encodeURIComponent(m.referenceId)}?year=${m.modelYear}`} aria-label={`Build ${m.name}`}>
                  Build this floorplan
                </Link>
              </article>
            </li>
          ))}
        </ul>
      ))}
    </LoadState>
  );
}
