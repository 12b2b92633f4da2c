import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from '@rv/shared-lib/router';
import { DEALER_PREFIX } from '@rv/shared-lib';
import { fetchLearningPaths, learningPathsInScope, sortLearningPaths, type LearningPathWithCourses } from '../../dealer-api';
import { useDealershipScope } from '../../dealership-select/dealership-choice';
import { ScopeNote } from '../../dealership-select/components/scope-note.component';
import { DataView, ProgressBar } from '../../dashboard/components/data-view.component';
import { useLearningId } from '../../rewards/hooks/use-account-ids';
import { useAccountResource } from '../../rewards/hooks/use-account-resource';
import { CertificateButton } from './certificate-button.component';
import styles from './learning.module.css';

/** A course's own page, the route table's `course` (the same path the training API gives as the course url). */
export const courseHref = (courseId: string) => `${DEALER_PREFIX}/learning/courses/${encodeURIComponent(courseId)}`;

// Sorted by name as dealer spec (validation rules) asks, once, where the answer arrives.
const loadSorted = async (personId: string) => sortLearningPaths(await fetchLearningPaths(personId));

/**
 * The signed-in user's learning paths (dealer spec: screens and routes; entities and fields), sorted by name, with progress:
 * those of the brands the Location select's dealership sells (all of the user's dealerships while none is chosen).
 */
export function useLearningPaths() {
  const { organizations, dealership } = useDealershipScope();
  const paths = useAccountResource(useLearningId(), 'learning-paths', loadSorted);
  // Without a choice the API's assignment (every dealership's brands) stands as it is.
  return useMemo(() => (paths.status === 'success' && dealership ? { ...paths, data: learningPathsInScope(paths.data, organizations) } : paths), [paths, organizations, dealership]);
}


/**
 * Full learning paths: progress, courses completed of the total, and each course's link. A path's own
 * url (`?path={id}`, as the training API gives it) brings that path into view and moves focus to it.
 */
export function LearningPaths() {
  const paths = useLearningPaths();
  const [params] = useSearchParams();
  const chosen = params.get('path');
  return (
    <>
      <ScopeNote lead="Paths of the brands sold at" />
      <DataView state={paths} what="learning paths" isEmpty={(p) => p.length === 0} empty="No learning paths are assigned to you yet.">
        {(list) => (
          <ul className={styles.paths}>
            {list.map((path) => <PathCard key={path.id} path={path} chosen={path.id === chosen} />)}
          </ul>
        )}
      </DataView>
    </>
  );
}

function PathCard({ path, chosen }: { path: LearningPathWithCourses; chosen: boolean }) {
  const title = useRef<HTMLHeadingElement>(null);
  const learning = useLearningId();
  useEffect(() => {
    if (!chosen) return;
    title.current?.scrollIntoView?.({ block: 'start' });
    title.current?.focus();
  }, [chosen]);
  return (
    <li className={chosen ? `${styles.path} ${styles.chosen}` : styles.path}>
      <h2 ref={title} tabIndex={chosen ? -1 : undefined} className={styles.pathTitle}>{path.name}</h2>
      {path.description ? <p className={styles.muted}>{path.description}</p> : null}
      <p className={styles.count}>{path.courseCompleted} of {path.courseCount} courses completed ({path.progress}%)</p>
      <ProgressBar value={path.progress} label={`${path.name} progress`} />
      <ol className={styles.courses}>
        {[...path.courses].sort((a, b) => a.position - b.position).map((course) => (
          <li key={course.id}>
            <Link to={courseHref(course.id)}>{course.name}</Link>
            <span className={course.completed ? styles.done : styles.muted}>{course.completed ? ' Completed' : ` ${course.durationMinutes} min · ${course.points} points`}</span>
          </li>
        ))}
      </ol>
      {path.progress === 100 && learning.status === 'success' ? <CertificateButton personId={learning.id} pathId={path.id} pathName={path.name} /> : null}
    </li>
  );
}

/** The dashboard's learning-path progress: one bar per path, linking to the learning page. */
export function LearningProgressSummary({ learningHref }: { learningHref: string }) {
  const paths = useLearningPaths();
  return (
    <section aria-labelledby="dealer-learning-title" className={styles.card}>
      <h2 id="dealer-learning-title" className={styles.cardTitle}>Learning progress</h2>
      <DataView state={paths} what="learning paths" reserve="13rem" isEmpty={(p) => p.length === 0} empty="No learning paths are assigned to you yet.">
        {(list) => (
          <ul className={styles.summary}>
            {list.map((path) => (
              <li key={path.id}>
                <span>{path.name}: {path.courseCompleted}/{path.courseCount}</span>
                <ProgressBar value={path.progress} label={`${path.name} progress`} />
              </li>
            ))}
          </ul>
        )}
      </DataView>
      <Link className={styles.link} to={learningHref}>Go to learning</Link>
    </section>
  );
}
