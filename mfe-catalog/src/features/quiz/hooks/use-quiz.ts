import { useSearchParams } from '@rv/shared-lib/router';
import { useResource } from '@rv/shared-lib';
import { answerProbes, disabledAnswers, parseQuizAnswers, quizFilterModel, quizQuery, quizSearchFilters } from '../../quiz-state';
import { countFloorplans, fetchQuizResults } from '../api/quiz-search.resource';

/**
 * The quiz state from the URL (so a result can be shared): the answers, their searches and which
 * answers would find nothing (spec: states and transitions). A failed probe disables nothing.
 */
export function useQuiz() {
  const [params] = useSearchParams();
  const answers = parseQuizAnswers(params);
  const query = quizQuery(answers);
  const filters = quizSearchFilters(quizFilterModel(answers));
  const results = useResource(`quiz-results${query}`, () => fetchQuizResults(filters));
  const disabled = useResource(`quiz-disabled${query}`, async () => {
    const probes = answerProbes(answers);
    const found = await Promise.all(probes.map((p) => countFloorplans(p.filters).catch(() => null)));
    return disabledAnswers(probes, found);
  });
  return { answers, query, results, disabled: disabled.data ?? new Set<string>() };
}
