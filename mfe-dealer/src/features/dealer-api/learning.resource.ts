import { serviceClient } from '@rv/shared-lib';
import type { LearningPath } from '@rv/domain/dealer';

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

/** GET /northpass/v1/people/{id}/learning_paths (dealer spec: the calls). */
export const fetchLearningPaths = async (personId: string) =>
  (await serviceClient('middleware').get<LearningPathWithCourses[]>(`/northpass/v1/people/${encodeURIComponent(personId)}/learning_paths`)).data;

/** A course with its pages, as GET courses/{id} returns it. */
export interface LearningCourseDetail extends LearningCourse {
  learningPathId: string;
  learningPathName: string;
  brandCode: string;
  pages: Array<{ title: string; body: string }>;
}

/** What completing a course answers: the learning points awarded and the path's new progress. */
export interface CourseCompletion {
  alreadyCompleted: boolean;
  learningPointsAwarded: number;
  learningPath: LearningPathWithCourses;
}

/** GET /northpass/v1/courses/{id}. */
export const fetchCourse = async (courseId: string) =>
  (await serviceClient('middleware').get<LearningCourseDetail>(`/northpass/v1/courses/${encodeURIComponent(courseId)}`)).data;

/** POST /northpass/v1/people/{id}/courses/{courseId}/completion: marks the course completed and awards its points. */
export const completeCourse = async (personId: string, courseId: string) =>
  (await serviceClient('middleware').post<CourseCompletion>(`/northpass/v1/people/${encodeURIComponent(personId)}/courses/${encodeURIComponent(courseId)}/completion`)).data;
