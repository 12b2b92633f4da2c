/**
 * Course quizzes: a course is completed by passing its quiz, not by paging through it. The questions live in
 * the course data; the answers stay on the server, which scores an attempt with these rules.
 */

/** The share of questions (percent, rounded) an attempt must answer correctly to pass. */
export const QUIZ_PASS_MARK_PERCENT = 80;

/** A quiz question as a person sees it: the text and the choices, without the answer. */
export interface QuizQuestion {
  id: string;
  text: string;
  choices: string[];
}

/** A question as the course data holds it: the index of the correct choice beside it. */
export interface QuizQuestionWithAnswer extends QuizQuestion {
  answer: number;
}

/** The outcome of one attempt. */
export interface QuizScore {
  correct: number;
  total: number;
  scorePercent: number;
  passed: boolean;
}

/** Scores the chosen choice index of each question, in question order; a missing answer counts as wrong. */
export function scoreQuiz(questions: readonly QuizQuestionWithAnswer[], answers: readonly number[], passMarkPercent = QUIZ_PASS_MARK_PERCENT): QuizScore {
  const correct = questions.filter((q, i) => answers[i] === q.answer).length;
  const scorePercent = questions.length ? Math.round((correct / questions.length) * 100) : 0;
  return { correct, total: questions.length, scorePercent, passed: questions.length > 0 && scorePercent >= passMarkPercent };
}

/** What the person reads after an attempt. */
export function quizResultMessage(score: QuizScore, passMarkPercent = QUIZ_PASS_MARK_PERCENT): string {
  const figures = `You scored ${score.scorePercent}% (${score.correct} of ${score.total} correct)`;
  return score.passed ? `${figures}: passed. The course is complete.` : `${figures}; the pass mark is ${passMarkPercent}%. Not passed: review the pages and try again.`;
}

/** The message when an attempt's answers do not match the quiz's questions. */
export const quizAnswerCountMessage = (expected: number) => `answers must hold one choice for each of the ${expected} questions.`;

/** A question without its answer, as the course call returns it. */
export const withoutAnswer = ({ id, text, choices }: QuizQuestionWithAnswer): QuizQuestion => ({ id, text, choices });
