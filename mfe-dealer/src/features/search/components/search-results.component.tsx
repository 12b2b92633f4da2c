import { useDealershipScope } from '../../dealership-select/dealership-choice';
import { dealerBrandGroups } from '../../products/dealer-brands';
import { useCourseResults } from '../hooks/use-course-results';
import { useFloorplanResults } from '../hooks/use-floorplan-results';
import { useOwnerContentResults } from '../hooks/use-owner-content-results';
import { resultsSummary } from '../search-rules';
import { CourseResults } from './course-results.component';
import { FloorplanResults } from './floorplan-results.component';
import { OwnerContentResults } from './owner-content-results.component';
import styles from './search.module.css';

/**
 * What a term finds, in groups: floorplans of the dealer's own brands, learning courses, and owner
 * support pages. One polite status line says what was found once every group has answered.
 */
export function SearchResults({ query }: { query: string }) {
  // Floorplans of the Location select's dealership's brands (all of the user's while none is chosen).
  const floorplans = useFloorplanResults(query, dealerBrandGroups(useDealershipScope()));
  const courses = useCourseResults(query);
  const pages = useOwnerContentResults(query);
  const settled = [floorplans, courses, pages].every((group) => group.status !== 'loading');
  const summary = !settled ? `Searching for "${query}"…` : resultsSummary(query, [
    { count: floorplans.data?.total ?? null, one: 'floorplan', many: 'floorplans' },
    { count: courses.data?.total ?? null, one: 'course', many: 'courses' },
    { count: pages.data?.total ?? null, one: 'support page', many: 'support pages' },
  ]);
  return (
    <div className={styles.results}>
      <p role="status" aria-live="polite" className={styles.summary}>{summary}</p>
      <FloorplanResults results={floorplans} />
      <CourseResults results={courses} />
      <OwnerContentResults results={pages} />
    </div>
  );
}
