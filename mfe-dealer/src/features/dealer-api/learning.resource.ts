import { serviceClient } from '@rv/shared-lib';
import type { LearningPath, QuizQuestion, QuizScore, RequiredCourseState } from '@rv/domain/dealer';

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
  /** The course's quiz (no answers): passing it completes the course. */
  quiz: { passMarkPercent: number; questions: QuizQuestion[] };
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

/** The outcome of a quiz attempt: the score, and on a pass the completion. */
export interface QuizAttempt extends QuizScore {
  passMarkPercent: number;
  message: string;
  completion: CourseCompletion | null;
}

/** POST /northpass/v1/people/{id}/courses/{courseId}/quiz-attempts: the chosen choice of each question; a pass completes the course. */
export const attemptQuiz = async (personId: string, courseId: string, answers: readonly number[]) =>
  (await serviceClient('middleware').post<QuizAttempt>(`/northpass/v1/people/${encodeURIComponent(personId)}/courses/${encodeURIComponent(courseId)}/quiz-attempts`, { answers })).data;

/** A required course as the salesperson stands with it. */
export interface MyRequiredCourse {
  assignmentId: number;
  courseId: string;
  courseName: string;
  dueDate: string;
  state: RequiredCourseState;
  stateName: string;
  completedAt: string | null;
  url: string;
}

/** GET /northpass/v1/krv/required-courses: the caller's required courses, overdue ones marked. */
export const fetchMyRequiredCourses = async () => (await serviceClient('middleware').get<MyRequiredCourse[]>('/northpass/v1/krv/required-courses')).data;

/** GET /northpass/v1/people/{id}/learning_paths/{pathId}/certificate: the PDF of a completed path. */
export const fetchPathCertificate = async (personId: string, pathId: string) =>
  (await serviceClient('middleware').get<Blob>(`/northpass/v1/people/${encodeURIComponent(personId)}/learning_paths/${encodeURIComponent(pathId)}/certificate`, { responseType: 'blob' })).data;
