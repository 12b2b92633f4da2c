import { Link } from '@rv/shared-lib/router';
import { type PageProps } from '@rv/shared-lib';
import { ErrorPage } from '@rv/ui-kit';
import { questionIndex, QUIZ_QUESTIONS } from '../features/quiz-state';
import { QuizOverlay } from '../features/quiz/components/quiz-overlay.component';
import { QuizQuestion } from '../features/quiz/components/quiz-question.component';
import { QuizResults } from '../features/quiz/components/quiz-results.component';
import { useQuiz } from '../features/quiz/hooks/use-quiz';
import { getMatchedHead, getMatchedResultsHead, useToolHead } from '@rv/shared-lib/seo';

const found = (results: ReturnType<typeof useQuiz>['results']) => (results.status === 'success' ? results.data.total : null);

/** `/get-matched`: what the quiz does, and the first question. */
export function GetMatchedPage() {
  useToolHead(getMatchedHead, {});
  const quiz = useQuiz();
  return (
    <QuizOverlay answers={quiz.answers} query={quiz.query} step={0} found={found(quiz.results)}>
      <h1>Get Matched</h1>
      <p>Answer {QUIZ_QUESTIONS.length} quick questions and we will show the floorplans that fit how you travel, what you tow with and your budget.</p>
      <Link className="rv-button rv-button--primary rv-button--lg" to={`/get-matched/${QUIZ_QUESTIONS[0].id}${quiz.query}`}>Start the quiz</Link>
    </QuizOverlay>
  );
}

/** `/get-matched/{step}`: one question; an unknown step is the 404 page. */
export function GetMatchedStepPage({ params }: PageProps) {
  useToolHead(getMatchedHead, params);
  const quiz = useQuiz();
  const index = questionIndex(params.step);
  if (index === -1) return <ErrorPage statusCode={404} />;
  return (
    <QuizOverlay answers={quiz.answers} query={quiz.query} step={index + 1} found={found(quiz.results)}>
      <QuizQuestion question={QUIZ_QUESTIONS[index]} index={index} answers={quiz.answers} disabled={quiz.disabled} />
    </QuizOverlay>
  );
}

/** `/get-matched/results`: matching brands and floorplans. */
export function GetMatchedResultsPage() {
  useToolHead(getMatchedResultsHead, {});
  const quiz = useQuiz();
  return (
    <QuizOverlay answers={quiz.answers} query={quiz.query} step="results" found={found(quiz.results)}>
      <QuizResults results={quiz.results} />
    </QuizOverlay>
  );
}
