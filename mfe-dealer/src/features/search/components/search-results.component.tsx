import { useAuthStore } from '@rv/shared-lib';
import { dealerBrandGroups } from '../../products/dealer-brands';
import { useCourseResults } from '../hooks/use-course-results';
import { useFloorplanResults } from '../hooks/use-floorplan-results';
import { resultsSummary } from '../search-rules';
import { CourseResults } from './course-results.component';
import { FloorplanResults } from './floorplan-results.component';
import styles from './search.module.css';

/**
 * What a term finds, in groups: floorplans of the dealer's own brands, then learning courses. One
 * polite status line says what was found once both groups have answered.
 */
export function SearchResults({ query }: { query: string }) {
  const user = useAuthStore((s) => s.user);
  const floorplans = useFloorplanResults(query, dealerBrandGroups(user));
  const courses = useCourseResults(query);
  const settled = floorplans.status !== 'loading' && courses.status !== 'loading';
  const summary = !settled ? `Searching for "${query}"…`
    : resultsSummary(query, floorplans.data?.total ?? null, courses.data?.total ?? null);
  return (
    <div className={styles.results}>
      <p role="status" aria-live="polite" className={styles.summary}>{summary}</p>
      <FloorplanResults results={floorplans} />
      <CourseResults results={courses} />
    </div>
  );
}
