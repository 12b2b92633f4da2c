import { useState } from 'react';
import { errorMessage, useResource } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { completeCourse, fetchCourse, type CourseCompletion } from '../../dealer-api';
import { DataView } from '../../dashboard/components/data-view.component';
import styles from './learning.module.css';

/**
 * One course a person goes through page by page; its last page completes it, which awards its
 * learning points and raises the path's progress. The course page (`/learning/courses/{id}`) shows it.
 */
export function CourseView({ courseId, personId, onBack }: { courseId: string; personId: string | null; onBack(): void }) {
  const course = useResource(`course:${courseId}`, () => fetchCourse(courseId));
  const [page, setPage] = useState(0);
  const [done, setDone] = useState<CourseCompletion | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const complete = async () => {
    if (!personId) return;
    setBusy(true);
    setFailure(null);
    try {
      setDone(await completeCourse(personId, courseId));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DataView state={course} what="course" empty="">
      {(c) => {
        const current = c.pages[page];
        const last = page >= c.pages.length - 1;
        return (
          <article className={styles.path}>
            <h1 className={styles.pathTitle}>{c.name}</h1>
            <p className={styles.muted}>{c.learningPathName} · page {Math.min(page + 1, c.pages.length)} of {c.pages.length}</p>
            {current ? <section><h2>{current.title}</h2><p>{current.body}</p></section> : null}
            {done ? (
              <p role="status" className={styles.done}>
                {done.alreadyCompleted ? 'You had already completed this course.' : `Course completed: ${done.learningPointsAwarded} learning points earned.`}{' '}
                {done.learningPath.name} is {done.learningPath.progress}% complete.
              </p>
            ) : null}
            {c.completed && !done ? <p className={styles.done}>You have completed this course; its points are already counted.</p> : null}
            {failure ? <p role="alert">The course could not be completed: {failure}</p> : null}
            <div className={styles.actions}>
              <Button theme="secondary" onClick={onBack}>Back to learning paths</Button>
              {!last ? <Button onClick={() => setPage((p) => p + 1)}>Next page</Button> : null}
              {last && !done && !c.completed ? <Button disabled={busy || !personId} onClick={() => void complete()}>Complete course</Button> : null}
            </div>
          </article>
        );
      }}
    </DataView>
  );
}
