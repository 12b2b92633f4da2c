import { serviceClient } from '../api/http-client';
import type { LearningPath } from './learning';

/** One course of a learning path. */
export interface LearningCourse {
  id: string;
  name: string;
  description: string;
  position: number;
  durationMinutes: number;
  points: number;
  completed: boolean;
  completedAt: string | null;
  url: string;
}

/** A learning path as GET people/{id}/learning_paths returns it. */
export interface LearningPathWithCourses extends LearningPath {
  description: string;
  brandCode: string;
  courses: LearningCourse[];
}

/** GET /northpass/v1/people/{id}/learning_paths (spec dealer §7). */
export const fetchLearningPaths = async (personId: string) =>
  (await serviceClient('middleware').get<LearningPathWithCourses[]>(`/northpass/v1/people/${encodeURIComponent(personId)}/learning_paths`)).data;
