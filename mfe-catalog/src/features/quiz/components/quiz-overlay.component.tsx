import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@rv/shared-lib/router';
import { Button, Modal } from '@rv/ui-kit';
import { isQuizDirty, quizHeaderLink, quizProgress, QUIZ_QUESTIONS, type QuizAnswers } from '../../quiz-state';
import styles from '../quiz.module.css';

interface Props { answers: QuizAnswers; query: string; step: number | 'results'; found: number | null; children: ReactNode }

/**
 * The Get Matched overlay of spec (screens and routes): progress bar, 'Back to Results' or 'Start Over', 'Results Found: n',
 * and a close that asks first once anything is answered (spec: states and transitions, "dirty").
 */
export function QuizOverlay({ answers, query, step, found, children }: Props) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const onResults = step === 'results';
  const link = quizHeaderLink(answers, onResults);
  const progress = quizProgress(step === 'results' ? 'results' : step);
  const close = () => (isQuizDirty(answers) ? setConfirming(true) : navigate('/'));
  return (
    <div className={styles.overlay}>
      <div className={styles.bar}>
        <span className={styles.brand}>Get Matched</span>
        <Link to={link === 'Start Over' ? `/get-matched/${QUIZ_QUESTIONS[0].id}` : `/get-matched/results${query}`}>{link}</Link>
        <span className={styles.count} role="status">{found === null ? 'Finding matches…' : `Results Found: ${found}`}</span>
        <button type="button" className={styles.close} aria-label="Close Get Matched" onClick={close}>×</button>
      </div>
      <div className={styles.track} role="progressbar" aria-label="Quiz progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <div className={styles.fill} style={{ width: `${progress}%` }} />
      </div>
      <div className={styles.body}>{children}</div>
      <Modal open={confirming} title="Leave Get Matched?" size="small" onClose={() => setConfirming(false)}>
        <p>Your answers will be lost.</p>
        <div className={styles.nav}>
          <Button onClick={() => navigate('/')}>Leave</Button>
          <Button theme="secondary" onClick={() => setConfirming(false)}>Keep going</Button>
        </div>
      </Modal>
    </div>
  );
}
