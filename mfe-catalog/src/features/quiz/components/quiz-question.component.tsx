import { Link, useNavigate } from '@rv/shared-lib/router';
import { answerQuestion, quizQuery, QUIZ_QUESTIONS, type QuizAnswers, type QuizQuestion as Question } from '../../quiz-state';
import styles from '../quiz.module.css';

interface Props { question: Question; index: number; answers: QuizAnswers; disabled: ReadonlySet<string> }

/**
 * One question. A single answer moves on to the next question; must-have features take several and go
 * on with 'See my results'. Answers that would find nothing are disabled (spec: states and transitions).
 */
export function QuizQuestion({ question, index, answers, disabled }: Props) {
  const navigate = useNavigate();
  const chosen = answers[question.id] ?? [];
  const next = QUIZ_QUESTIONS[index + 1];
  const go = (to: string, nextAnswers: QuizAnswers) => navigate(`/get-matched/${to}${quizQuery(nextAnswers)}`);
  const choose = (id: string) => go(next ? next.id : 'results', answerQuestion(answers, question.id, [id]));
  const toggle = (id: string) => {
    const ids = chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id];
    navigate(`/get-matched/${question.id}${quizQuery(answerQuestion(answers, question.id, ids))}`, { replace: true });
  };
  const isOff = (id: string) => disabled.has(`${question.id}:${id}`) && !chosen.includes(id);
  const previous = QUIZ_QUESTIONS[index - 1];
  return (
    <section aria-labelledby="quiz-question">
      <p>Question {index + 1} of {QUIZ_QUESTIONS.length}</p>
      <h1 id="quiz-question">{question.title}</h1>
      {question.hint ? <p>{question.hint}</p> : null}
      {question.multiple ? (
        <ul className={styles.answers} aria-labelledby="quiz-question">
          {question.answers.map((a) => (
            <li key={a.id}>
              <label className={styles.check}>
                <input type="checkbox" checked={chosen.includes(a.id)} disabled={isOff(a.id)} onChange={() => toggle(a.id)} />
                <span>{a.label}{isOff(a.id) ? <span className={styles.note}>No matches with your answers</span> : null}</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.answers} aria-labelledby="quiz-question">
          {question.answers.map((a) => (
            <li key={a.id}>
              <button type="button" className={styles.answer} aria-pressed={chosen.includes(a.id)} disabled={isOff(a.id)} onClick={() => choose(a.id)}>
                {a.label}{isOff(a.id) ? <span className={styles.note}>No matches with your answers</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.nav}>
        {previous ? <Link className="rv-button rv-button--secondary rv-button--md" to={`/get-matched/${previous.id}${quizQuery(answers)}`}>Back</Link> : null}
        {question.multiple || chosen.length ? (
          <Link className="rv-button rv-button--primary rv-button--md" to={`/get-matched/${next ? next.id : 'results'}${quizQuery(answers)}`}>
            {next ? 'Next' : 'See my results'}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
