import { useEffect } from 'react';
import { useNavigate } from '@rv/shared-lib/router';
import { DEALER_PREFIX, type PageProps } from '@rv/shared-lib';
import { DealerFrame } from '../components/dealer-frame.component';
import { CourseView } from '../features/learning/components/course-view.component';
import { useLearningId } from '../features/rewards/hooks/use-account-ids';

/**
 * `/ignite/sales/learning/courses/{id}`: the course URL the training API hands out (learning paths'
 * course url). A person goes through its pages; the last one completes it, raising the path's
 * progress and awarding learning points.
 */
export function CoursePage({ params }: PageProps) {
  const navigate = useNavigate();
  const learning = useLearningId();
  const courseId = params.id ?? '';
  useEffect(() => {
    document.title = 'Course';
  }, []);
  return (
    <DealerFrame>
      <CourseView key={courseId} courseId={courseId} personId={learning.status === 'success' ? learning.id : null} onBack={() => navigate(`${DEALER_PREFIX}/learning`)} />
    </DealerFrame>
  );
}
