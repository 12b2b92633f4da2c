import { useMemo, useState } from 'react';
import type { ResourceState } from '@rv/shared-lib';
import { useLearningPaths } from '../../learning/components/learning-paths.component';
import { DEALER_SEARCH_PAGE_SIZE, matchingCourses, type CourseMatch } from '../search-rules';

/** The matching courses shown so far and how many match in all. */
export interface CourseResults { courses: CourseMatch[]; total: number }

/**
 * The courses of the signed-in user's learning paths whose name matches the term. The paths come whole
 * from the training API, so 'Show more' reveals the next 20 without another request.
 */
export function useCourseResults(query: string) {
  const paths = useLearningPaths();
  const [shown, setShown] = useState(DEALER_SEARCH_PAGE_SIZE);
  const all = useMemo(() => (paths.status === 'success' ? matchingCourses(paths.data, query) : []), [paths.status, paths.data, query]);
  const state: ResourceState<CourseResults> = paths.status === 'success'
    ? { status: 'success', data: { courses: all.slice(0, shown), total: all.length }, error: null }
    : paths;
  return { ...state, reload: paths.reload, showMore: () => setShown((n) => n + DEALER_SEARCH_PAGE_SIZE) };
}
