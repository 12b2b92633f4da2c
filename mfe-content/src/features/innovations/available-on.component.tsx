import { routeHelpers, SiteLink } from '@rv/shared-lib';
import { brandBySlug } from '@rv/domain';
import { BlockSection } from '../blocks/components/block-section.component';
import styles from './available-on.module.css';

/** The product lines that carry an innovation, each linking to its brand landing. */
export function AvailableOn({ brands }: { brands: readonly string[] | undefined }) {
  if (!brands?.length) return null;
  return (
    <BlockSection title="Available on" label="Available on">
      <ul className={styles.brands}>
        {brands.map((slug) => (
          <li key={slug}><SiteLink link={{ link_type: 'Web', url: `/product/${slug}` }}>{brandBySlug(slug)?.name ?? slug}</SiteLink></li>
        ))}
      </ul>
      <p><SiteLink link={{ link_type: 'Web', url: routeHelpers.brandDirectory() }}>See every product line</SiteLink></p>
    </BlockSection>
  );
}
