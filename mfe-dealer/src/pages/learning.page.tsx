import { useEffect } from 'react';
import { Navigate, useSearchParams } from '@rv/shared-lib/router';
import { DealerFrame } from '../components/dealer-frame.component';
import { courseHref, LearningPaths } from '../features/learning/components/learning-paths.component';
import { MyRequiredCourses } from '../features/learning/components/required-courses.component';

/** `/ignite/sales/learning`: learning paths sorted by name with progress and their courses' links. */
export function LearningPage() {
  const [params] = useSearchParams();
  const oldCourseLink = params.get('course');
  useEffect(() => {
    document.title = 'Learning';
  }, []);
  // Links of earlier builds opened a course with ?course={id}; the course has its own route now.
  if (oldCourseLink) return <Navigate replace to={courseHref(oldCourseLink)} />;
  return (
    <DealerFrame>
      <h1>Learning</h1>
      <MyRequiredCourses />
      <LearningPaths />
    </DealerFrame>
  );
}
