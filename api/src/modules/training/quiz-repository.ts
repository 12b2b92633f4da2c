import type { QuizQuestionWithAnswer } from '@rv/domain/dealer';
import type { Database } from '../../db/database';

/** A course's quiz with its answers (server side only). */
export async function courseQuiz(db: Database, courseId: string): Promise<QuizQuestionWithAnswer[]> {
  const { rows } = await db.query<{ quiz: QuizQuestionWithAnswer[] }>('SELECT quiz FROM learning_courses WHERE id = $1', [courseId]);
  return rows[0]?.quiz ?? [];
}

/** Keeps an attempt and its score, passed or not. */
export async function insertAttempt(db: Database, userId: number, courseId: string, scorePercent: number, passed: boolean): Promise<void> {
  await db.query('INSERT INTO learning_quiz_attempts (user_id, course_id, score_percent, passed) VALUES ($1, $2, $3, $4)', [userId, courseId, scorePercent, passed]);
}
