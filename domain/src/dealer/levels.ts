/** Gamification levels of dealer spec (entities and fields; states and transitions) ("Dashboard levels"). */

/** Level categories (spec: entities and fields). */
export const LEVEL_CATEGORIES = ['sales_level', 'learning_level', 'user_level'] as const;
export type LevelCategory = (typeof LEVEL_CATEGORIES)[number];

/** Level names in ascending order: the default 'Member' up to the top 'Sapphire' (spec: entities and fields; constants and limits). */
export const LEVEL_NAMES = ['Member', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Sapphire'] as const;
export const DEFAULT_LEVEL_NAME = LEVEL_NAMES[0];

/** A level as the rewards platform returns it (spec: entities and fields: id, name, tags[0].tag, awarded.rewardId, attrs.points, criteriaProgress). */
export interface Level {
  id: string;
  name: string;
  tags: Array<{ tag: string }>;
  /** Set when the user reached the level; null otherwise (and in levels/all). */
  awarded: { rewardId: string; awardedOn: string } | null;
  attrs: {
    /** Points needed to reach the level. */
    points: number;
    progress?: { criteriaProgress: Array<{ required: number; completed: number }> };
  };
}

const byPoints = (a: Level, b: Level) => a.attrs.points - b.attrs.points;

/** The levels of one category (by tags[0].tag) in ascending order of points. */
export function levelsOf(levels: readonly Level[], category: LevelCategory): Level[] {
  return levels.filter((l) => l.tags[0]?.tag === category).sort(byPoints);
}

/** The highest awarded level of a category, or undefined when none is awarded. */
export function currentLevel(levels: readonly Level[], category: LevelCategory): Level | undefined {
  return levelsOf(levels, category).filter((l) => l.awarded).pop();
}

/** Spec (states and transitions): the next level is the one after the current in ascending order, or the same if it is the last. */
export function nextLevel(levels: readonly Level[], current: Level | undefined): Level | undefined {
  if (!current) return undefined;
  const sorted = [...levels].filter((l) => l.tags[0]?.tag === current.tags[0]?.tag).sort(byPoints);
  const index = sorted.findIndex((l) => l.id === current.id);
  if (index < 0) return current;
  return sorted[Math.min(index + 1, sorted.length - 1)];
}

/** Progress towards a level in percent (0-100); any missing piece of the lookup gives 0 (spec: states and transitions: fails silently to 0). */
export function levelProgress(level: Level | null | undefined): number {
  try {
    const criteria = level?.attrs?.progress?.criteriaProgress?.[0];
    if (!criteria || !(criteria.required > 0)) return 0;
    const percent = (criteria.completed / criteria.required) * 100;
    return Number.isFinite(percent) ? Math.max(0, Math.min(100, Math.round(percent))) : 0;
  } catch {
    return 0;
  }
}
