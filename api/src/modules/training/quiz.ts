import { QUIZ_PASS_MARK_PERCENT, orgTag, quizAnswerCountMessage, quizResultMessage, scoreQuiz } from '@rv/domain/dealer';
import { NORTHPASS_INVALID_UUID } from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { AuthenticatedDealer } from '../auth';
import { courseCompletionPoints, recordEarning } from '../rewards';
import { courseQuiz, insertAttempt } from './quiz-repository';
import { findCourse, insertCompletion, pathsOf, type PathRow } from './repository';
import { assetId, pathView, personFor } from './service';

/**
 * A quiz attempt by the person taking the course: scored against the course's answers and kept. A pass
 * completes the course once (the path's progress rises and learning points are earned); a failure says
 * so with the score, and the person may try again.
 */
export async function attemptQuiz(ctx: ApiContext, dealer: AuthenticatedDealer, personId: string, courseId: string, answers: number[]) {
  const person = await personFor(ctx, dealer, personId);
  if (person.userId !== dealer.id) throw new HttpError(403, 'Only the person taking the course can answer its quiz.');
  const found = await findCourse(ctx.db, assetId(courseId), dealer.id);
  if (!found) throw notFound(`${NORTHPASS_INVALID_UUID}: no course ${courseId}`);
  if (!(await pathsOf(ctx.db, dealer.id)).some((p) => p.id === found.pathId)) throw new HttpError(403, 'This course is not in one of your learning paths.');
  const questions = await courseQuiz(ctx.db, found.id);
  if (answers.length !== questions.length) throw badRequest(quizAnswerCountMessage(questions.length), 'answers');
  const score = scoreQuiz(questions, answers);
  const awarded = await ctx.db.transaction(async (tx) => {
    await insertAttempt(tx, dealer.id, found.id, score.scorePercent, score.passed);
    if (!score.passed || !(await insertCompletion(tx, dealer.id, found.id))) return null;
    await recordEarning(tx, {
      userId: dealer.id, verb: 'course_completed', sourceRef: found.id, description: `Completed the course ${found.name}.`,
      tags: [orgTag(dealer.organizations[0]?.dealershipNumber ?? ''), `brand_${found.brandCode}`], points: courseCompletionPoints(found.points, found.brandCode),
    });
    return found.points;
  });
  const path = (await pathsOf(ctx.db, dealer.id)).find((p) => p.id === found.pathId) as PathRow;
  return {
    ...score, passMarkPercent: QUIZ_PASS_MARK_PERCENT, message: quizResultMessage(score),
    completion: score.passed ? { alreadyCompleted: awarded === null, learningPointsAwarded: awarded ?? 0, learningPath: pathView(path) } : null,
  };
}
