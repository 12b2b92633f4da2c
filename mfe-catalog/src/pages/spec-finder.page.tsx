import { SpecFinder } from '../features/spec-finder/components/spec-finder.component';
import styles from '../features/build/build.module.css';

/** `/spec-finder`: any floorplan's spec sheet by reference id or name and year. */
export function SpecFinderPage() {
  return (
    <div className={`rv-container ${styles.page}`}>
      <h1>Spec Finder</h1>
      <p>Look up the specifications of any floorplan, current or past, by its model reference id or name.</p>
      <SpecFinder />
    </div>
  );
}
