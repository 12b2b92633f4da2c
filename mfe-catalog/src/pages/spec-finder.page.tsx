import { SpecFinder } from '../features/spec-finder/components/spec-finder.component';
import styles from '../features/build/build.module.css';
import { specFinderHead, useToolHead } from '@rv/shared-lib/seo';

/** `/spec-finder`: any floorplan's spec sheet by reference id or name and year. */
export function SpecFinderPage() {
  useToolHead(specFinderHead, {});
  return (
    <div className={`rv-container ${styles.page}`}>
      <h1>Spec Finder</h1>
      <p>Look up the specifications of any floorplan, current or past, by its model reference id or name.</p>
      <SpecFinder />
    </div>
  );
}
