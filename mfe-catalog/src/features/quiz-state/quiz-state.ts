import type { SearchFilters } from '@rv/shared-lib/catalog';
import { QUIZ_QUESTIONS, quizFilterModel, quizSearchFilters, type QuizAnswers, type QuizQuestion } from '@rv/domain/quiz';

/**
 * Records an answer. Spec (states and transitions): changing an earlier answer resets the later selections (and so their
 * filters); answering the same again keeps them.
 */
export function answerQuestion(answers: QuizAnswers, questionId: string, answerIds: readonly string[], questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): QuizAnswers {
  const index = questions.findIndex((q) => q.id === questionId);
  if (index === -1) return answers;
  const previous = answers[questionId] ?? [];
  const same = previous.length === answerIds.length && previous.every((a) => answerIds.includes(a));
  const next: Record<string, readonly string[]> = {};
  for (const q of questions.slice(0, same ? questions.length : index)) if (answers[q.id]?.length) next[q.id] = answers[q.id];
  if (answerIds.length) next[questionId] = [...answerIds];
  else delete next[questionId];
  return next;
}

/** Spec (states and transitions): the quiz is dirty once anything is answered. */
export function isQuizDirty(answers: QuizAnswers): boolean {
  return Object.values(answers).some((a) => a.length > 0);
}

/** The overlay's link (spec: screens and routes; states and transitions): 'Back to Results' off the results page once answered, else 'Start Over'. */
export function quizHeaderLink(answers: QuizAnswers, onResults: boolean): 'Back to Results' | 'Start Over' {
  return !onResults && isQuizDirty(answers) ? 'Back to Results' : 'Start Over';
}

/** Progress in percent: question n of the total; the results page is 100. */
export function quizProgress(step: number | 'results', total = QUIZ_QUESTIONS.length): number {
  if (step === 'results') return 100;
  return Math.round((Math.max(0, step) / total) * 100);
}

/** Answers from the URL query (`?sleeps=3-4&features=bunkhouse,king_bed`); unknown keys and answers are dropped. */
export function parseQuizAnswers(query: URLSearchParams, questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): QuizAnswers {
  const answers: Record<string, string[]> = {};
  for (const q of questions) {
    const ids = (query.get(q.id) ?? '').split(',').filter((id) => q.answers.some((a) => a.id === id));
    if (ids.length) answers[q.id] = q.multiple ? ids : ids.slice(0, 1);
  }
  return answers;
}

export function quizQuery(answers: QuizAnswers, questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): string {
  const query = new URLSearchParams();
  for (const q of questions) if (answers[q.id]?.length) query.set(q.id, answers[q.id].join(','));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** One "would this answer leave any results?" question to put to the search service. */
export interface AnswerProbe { questionId: string; answerId: string; filters: SearchFilters }

/**
 * The probes behind answer disabling (spec: states and transitions): every answer of every question after the first, tried
 * with the answers before it (and, for must-have features, the other features already chosen).
 */
export function answerProbes(answers: QuizAnswers, questions: readonly QuizQuestion[] = QUIZ_QUESTIONS): AnswerProbe[] {
  return questions.flatMap((q, index) => {
    if (index === 0) return [];
    const before: Record<string, readonly string[]> = {};
    for (const earlier of questions.slice(0, index)) if (answers[earlier.id]) before[earlier.id] = answers[earlier.id];
    return q.answers.map((a) => {
      const ids = q.multiple ? [...new Set([...(answers[q.id] ?? []), a.id])] : [a.id];
      return { questionId: q.id, answerId: a.id, filters: quizSearchFilters(quizFilterModel({ ...before, [q.id]: ids }, questions)) };
    });
  });
}

/** `question:answer` keys of the answers whose probe found no floorplan; unanswered probes disable nothing. */
export function disabledAnswers(probes: readonly AnswerProbe[], counts: ReadonlyArray<number | null>): Set<string> {
  return new Set(probes.filter((_, i) => counts[i] === 0).map((p) => `${p.questionId}:${p.answerId}`));
}
