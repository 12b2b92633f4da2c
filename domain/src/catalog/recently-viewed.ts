/** The recently viewed floorplans cookie of spec (entities and fields) (comma-separated referenceIds), most recent first. */
export const FLOORPLANS_VIEWED_COOKIE = 'floorplans-viewed';
/** Recently viewed and recommended floorplans each load up to 10 models (spec: constants and limits). */
export const RECENTLY_VIEWED_MAX = 10;
export const RECOMMENDED_MAX = 10;
const ONE_YEAR_SECONDS = 31_536_000;

export function readViewedFloorplans(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string[] {
  const entry = cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${FLOORPLANS_VIEWED_COOKIE}=`));
  if (!entry) return [];
  return decodeURIComponent(entry.slice(FLOORPLANS_VIEWED_COOKIE.length + 1)).split(',').map((v) => v.trim()).filter(Boolean);
}

/** Adds a referenceId at the front, without duplicates, keeping the newest 10. */
export function addViewedFloorplan(list: readonly string[], referenceId: string): string[] {
  return [referenceId, ...list.filter((r) => r !== referenceId)].slice(0, RECENTLY_VIEWED_MAX);
}

export function rememberViewedFloorplan(referenceId: string): string[] {
  const list = addViewedFloorplan(readViewedFloorplans(), referenceId);
  document.cookie = `${FLOORPLANS_VIEWED_COOKIE}=${encodeURIComponent(list.join(','))}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  return list;
}
