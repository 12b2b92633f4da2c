import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DEALER_PREFIX } from '@rv/shared-lib';
import { DealerFrame } from '../components/dealer-frame.component';
import { CourseView } from '../features/learning/components/course-view.component';
import { LearningPaths } from '../features/learning/components/learning-paths.component';
import { useLearningId } from '../features/rewards/hooks/use-account-ids';

/** `/ignite/sales/learning`: learning paths sorted by name with progress and courses; `?course={id}` opens a course. */
export function LearningPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const courseId = params.get('course');
  const learning = useLearningId();
  useEffect(() => {
    document.title = 'Learning';
  }, []);
  return (
    <DealerFrame>
      {courseId ? (
        <CourseView key={courseId} courseId={courseId} personId={learning.status === 'ready' ? learning.id : null} onBack={() => navigate(`${DEALER_PREFIX}/learning`)} />
      ) : (
        <>
          <h1>Learning</h1>
          <LearningPaths />
        </>
      )}
    </DealerFrame>
  );
}
