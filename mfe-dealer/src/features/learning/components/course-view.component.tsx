import { useState } from 'react';
import { useResource } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { fetchCourse, type QuizAttempt } from '../../dealer-api';
import { DataView } from '../../dashboard/components/data-view.component';
import { CourseQuiz } from './course-quiz.component';
import styles from './learning.module.css';

/**
 * One course a person goes through page by page; after the last page comes its quiz, and passing the quiz
 * completes the course, which awards its learning points and raises the path's progress. The course page
 * (`/learning/courses/{id}`) shows it.
 */
export function CourseView({ courseId, personId, onBack }: { courseId: string; personId: string | null; onBack(): void }) {
  const course = useResource(`course:${courseId}`, () => fetchCourse(courseId));
  const [page, setPage] = useState(0);
  const [passed, setPassed] = useState<QuizAttempt | null>(null);
  return (
    <DataView state={course} what="course" empty="">
      {(c) => {
        const current = c.pages[page];
        const last = page >= c.pages.length - 1;
        const completion = passed?.completion;
        return (
          <article className={styles.path}>
            <h1 className={styles.pathTitle}>{c.name}</h1>
            <p className={styles.muted}>{c.learningPathName} · page {Math.min(page + 1, c.pages.length)} of {c.pages.length}</p>
            {current ? <section><h2>{current.title}</h2><p>{current.body}</p></section> : null}
            {passed && completion ? (
              <p role="status" className={styles.done}>
                {passed.message}{' '}
                {completion.alreadyCompleted ? 'You had already completed this course.' : `${completion.learningPointsAwarded} learning points earned.`}{' '}
                {completion.learningPath.name} is {completion.learningPath.progress}% complete.
              </p>
            ) : null}
            {c.completed && !passed ? <p className={styles.done}>You have completed this course; its points are already counted.</p> : null}
            {last && !c.completed && !passed ? <CourseQuiz course={c} personId={personId} onPassed={setPassed} /> : null}
            <div className={styles.actions}>
              <Button theme="secondary" onClick={onBack}>Back to learning paths</Button>
              {!last ? <Button onClick={() => setPage((p) => p + 1)}>Next page</Button> : null}
            </div>
          </article>
        );
      }}
    </DataView>
  );
}
