import { useState, type FormEvent } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { attemptQuiz, type LearningCourseDetail, type QuizAttempt } from '../../dealer-api';
import styles from './learning.module.css';

/** What the quiz says when a question is left unanswered. */
export const unansweredMessage = (left: number) => `Answer every question first: ${left} left.`;

/**
 * The course's quiz: one choice per question. A failed attempt says so with the score and the pass mark;
 * a pass completes the course (points and the path's progress come back with it).
 */
export function CourseQuiz({ course, personId, onPassed }: { course: LearningCourseDetail; personId: string | null; onPassed(result: QuizAttempt): void }) {
  const { questions, passMarkPercent } = course.quiz;
  const [answers, setAnswers] = useState<Array<number | undefined>>([]);
  const [result, setResult] = useState<QuizAttempt | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const left = questions.filter((_, i) => answers[i] === undefined).length;
    if (left) return setProblem(unansweredMessage(left));
    if (!personId) return;
    setBusy(true);
    setProblem(null);
    try {
      const attempt = await attemptQuiz(personId, course.id, answers as number[]);
      setResult(attempt);
      if (attempt.passed) onPassed(attempt);
    } catch (error) {
      setProblem(`The answers could not be sent: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.quiz} onSubmit={(e) => void submit(e)} aria-labelledby="dealer-quiz-title">
      <h2 id="dealer-quiz-title">Quiz</h2>
      <p className={styles.muted}>Pass with {passMarkPercent}% or more to complete the course.</p>
      {questions.map((q, i) => (
        <fieldset key={q.id} className={styles.question}>
          <legend>{i + 1}. {q.text}</legend>
          {q.choices.map((choice, c) => (
            <label key={choice} className={styles.choice}>
              <input type="radio" name={`quiz-${q.id}`} checked={answers[i] === c} onChange={() => setAnswers((a) => Object.assign([...a], { [i]: c }))} />
              {choice}
            </label>
          ))}
        </fieldset>
      ))}
      {result && !result.passed ? <p role="alert" className={styles.failed}>{result.message}</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {result?.passed ? null : <div className={styles.actions}><Button type="submit" disabled={busy || !personId}>Submit answers</Button></div>}
    </form>
  );
}
