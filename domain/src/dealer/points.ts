/** Gamification points and activities of dealer spec (entities and fields; validation rules; constants and limits). */

/** The point names of spec (entities and fields). */
export const POINT_NAMES = {
  SALES: 'Sales',
  UNITS_SOLD: 'Units Sold',
  COURSES_COMPLETED: 'Courses Completed',
  LEARNING: 'Learning',
  SPENDABLE: 'Spendable Points',
} as const;
export type PointName = (typeof POINT_NAMES)[keyof typeof POINT_NAMES];

/** One entry of a gamification user's points (spec: entities and fields). */
export interface UserPoint {
  point: { name: PointName | string; hideInSummary: boolean };
  total: number;
}

/** Spec (validation rules): points flagged hideInSummary are hidden from the summary. */
export function summaryPoints<T extends { point: { hideInSummary?: boolean } }>(points: readonly T[] | null | undefined): T[] {
  return (points ?? []).filter((p) => !p.point.hideInSummary);
}

/** Activities defaults (spec: constants and limits). */
export const ACTIVITIES_DEFAULT_PAGE = 0;
export const ACTIVITIES_DEFAULT_COUNT = 100;

/** Organization tags start with this prefix; the API tags each dealership `org_{dealershipNumber}`. */
export const ORG_TAG_PREFIX = 'org_';
export const orgTag = (dealershipNumber: string) => `${ORG_TAG_PREFIX}${dealershipNumber}`;

/** Spec (validation rules): activity queries are filtered by the first organization tag when present. */
export function firstOrgTag(tags: ReadonlyArray<string | { tag: string }> | null | undefined): string | undefined {
  for (const tag of tags ?? []) {
    const text = typeof tag === 'string' ? tag : tag.tag;
    if (text.startsWith(ORG_TAG_PREFIX)) return text;
  }
  return undefined;
}

/** Query of an activities call per spec (validation rules; constants and limits): the first org tag, behaviours only, page 0, count 100. */
export function activitiesQuery(tags: ReadonlyArray<string | { tag: string }> | null | undefined, page = ACTIVITIES_DEFAULT_PAGE, count = ACTIVITIES_DEFAULT_COUNT) {
  const tag = firstOrgTag(tags);
  return { page, count, onlyBehaviours: true, ...(tag ? { tags: tag } : {}) };
}

/** Errors of the gamification and learning services that the portal ignores silently (spec: validation rules; error catalogue). */
export const MAMBO_INVALID_UUID = 'Invalid Mambo uuid';
export const NORTHPASS_INVALID_UUID = 'Invalid Northpass uuid';
