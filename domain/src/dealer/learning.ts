/** Learning paths of dealer spec (entities and fields; validation rules). */
import { compareText } from '@rv/domain/locale';

/** A learning path (spec: entities and fields) with its courses. */
export interface LearningPath {
  id: string;
  name: string;
  /** Percent complete, 0-100. */
  progress: number;
  courseCompleted: number;
  courseCount: number;
  url: string;
}

/** Spec (validation rules): learning paths sort by name ascending. */
export function sortLearningPaths<T extends { name: string }>(paths: readonly T[]): T[] {
  return [...paths].sort((a, b) => compareText(a.name, b.name));
}

/** Percent of courses completed, rounded; 0 for a path without courses. */
export function learningProgress(courseCompleted: number, courseCount: number): number {
  return courseCount > 0 ? Math.round((Math.min(courseCompleted, courseCount) / courseCount) * 100) : 0;
}

