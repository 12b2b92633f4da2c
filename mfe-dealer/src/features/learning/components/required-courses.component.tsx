import { useResource } from '@rv/shared-lib';
import { Link } from '@rv/shared-lib/router';
import { fetchMyRequiredCourses } from '../../dealer-api';
import { DataView } from '../../dashboard/components/data-view.component';
import { shortDate } from '../../incentives/format';
import styles from './learning.module.css';

/** The courses managers require of the signed-in user, with due dates; overdue ones stand out. */
export function MyRequiredCourses() {
  const courses = useResource('my-required-courses', fetchMyRequiredCourses);
  return (
    <section aria-labelledby="dealer-required-title" className={styles.card}>
      <h2 id="dealer-required-title" className={styles.cardTitle}>Required courses</h2>
      <DataView state={courses} what="required courses" isEmpty={(list) => list.length === 0} empty="No courses are required of you.">
        {(list) => (
          <ul className={styles.required}>
            {list.map((c) => (
              <li key={c.assignmentId}>
                <Link to={c.url}>{c.courseName}</Link>{' '}
                <span className={c.state === 'overdue' ? styles.overdue : c.state === 'completed' ? styles.done : styles.muted}>
                  {c.stateName}: due {shortDate(c.dueDate)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </DataView>
    </section>
  );
}
