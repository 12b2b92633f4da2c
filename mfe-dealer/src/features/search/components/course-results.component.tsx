import { Link } from '@rv/shared-lib/router';
import { DataView } from '../../dashboard/components/data-view.component';
import { courseHref } from '../../learning/components/learning-paths.component';
import type { useCourseResults } from '../hooks/use-course-results';
import { GroupSection, PagedList } from './result-group.component';
import styles from './search.module.css';

/** Learning courses whose name matches, each linking to its course page, with its path and state. */
export function CourseResults({ results }: { results: ReturnType<typeof useCourseResults> }) {
  return (
    <GroupSection title="Learning courses">
      <DataView state={results} what="courses" empty={null}>
        {({ courses, total }) => (
          <PagedList what="courses" shown={courses.length} total={total} onShowMore={results.showMore}>
            <ul className={styles.list}>
              {courses.map(({ course, pathName }) => (
                <li key={course.id}>
                  <Link to={courseHref(course.id)}>{course.name}</Link>
                  <br />
                  <span className={styles.muted}>{pathName} · {course.completed ? 'Completed' : `${course.durationMinutes} min · ${course.points} points`}</span>
                </li>
              ))}
            </ul>
          </PagedList>
        )}
      </DataView>
    </GroupSection>
  );
}
