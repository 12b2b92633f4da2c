import { fetchAllByType, useResource, type BrochureData } from '@rv/shared-lib';
import { ownersManualUrl } from '@rv/shared-lib/owners';
import styles from '../../owner-page/owner-page.module.css';

/**
 * A brand's owner's manuals, one PDF per model year its brochures cover (newest first); nothing while they load
 * or when the brand has none, so the page never shows an empty list.
 */
export function OwnersManuals({ slug, brandName }: { slug: string; brandName: string }) {
  const brochures = useResource('brochures', () => fetchAllByType<BrochureData>('brochure'));
  const years = [...new Set((brochures.data ?? []).filter((b) => b.data.brand?.uid === slug).map((b) => b.data.year))].sort((a, b) => b - a);
  if (years.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="owners-manuals-title">
      <h2 id="owners-manuals-title" className={styles.sectionTitle}>{brandName} owner&apos;s manuals</h2>
      <ul>
        {years.map((year) => (
          <li key={year}><a href={ownersManualUrl(slug, year)} type="application/pdf" target="_blank" rel="noopener noreferrer">{year} {brandName} Owner&apos;s Manual (PDF)</a></li>
        ))}
      </ul>
    </section>
  );
}
