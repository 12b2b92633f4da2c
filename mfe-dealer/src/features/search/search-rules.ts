import { DEALER_PREFIX } from '@rv/shared-lib';
import type { LearningCourse, LearningPathWithCourses } from '../dealer-api';
import { matchesEveryWord, normalizeSearchTerm } from '@rv/shared-lib/search';
import { compareText } from '@rv/domain/locale';

/**
 * Rules of the portal search (`/ignite/sales/search?query={text}`). The dealer spec gives only the route
 *  and the default page size ; what is searched and how it is shown are ours: floorplans of the
 * dealer's own brands  and the learning courses whose name matches, each group paged by 20.
 */

/** Dealer spec (constants and limits): default search page size. */
export const DEALER_SEARCH_PAGE_SIZE = 20;

/** The search page's URL for a term; the term lives in the URL so a search can be shared or reloaded. */
export function dealerSearchHref(query: string): string {
  return `${DEALER_PREFIX}/search?${new URLSearchParams({ query: normalizeSearchTerm(query) })}`;
}

/** A course found by the search, with the learning path it belongs to. */
export interface CourseMatch { course: LearningCourse; pathName: string }

/** The courses of the user's learning paths whose name has every word of the term, sorted by course name. */
export function matchingCourses(paths: readonly LearningPathWithCourses[], query: string): CourseMatch[] {
  return paths
    .flatMap((path) => path.courses.map((course) => ({ course, pathName: path.name })))
    .filter(({ course }) => matchesEveryWord(query, [course.name]))
    .sort((a, b) => compareText(a.course.name, b.course.name));
}

/** What one group found for the announcement: its count, or null when it could not be loaded. */
export interface GroupCount { count: number | null; one: string; many: string }

const counted = ({ count, one, many }: GroupCount) => `${count} ${count === 1 ? one : many}`;
const listed = (parts: string[]) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`);

/**
 * The polite announcement of what a finished search found; a group that failed is named as not
 * loaded rather than counted as empty.
 */
export function resultsSummary(query: string, groups: readonly GroupCount[]): string {
  const loaded = groups.filter((g) => g.count !== null);
  const failed = groups.filter((g) => g.count === null).map((g) => g.many);
  if (loaded.length === 0) return `The search for "${query}" could not be completed`;
  const missing = failed.length ? `; ${listed(failed)} could not be loaded` : '';
  if (failed.length === 0 && loaded.every((g) => g.count === 0)) return `No results for "${query}"`;
  return `${listed(loaded.map(counted))} found for "${query}"${missing}`;
}
