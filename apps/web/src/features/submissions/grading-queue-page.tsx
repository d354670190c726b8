import { useSearchParams } from 'react-router';
import { useClassScope } from '@/shared/classes/class-scope';
import { TASK_PARAM } from '@/shared/config/paths';
import { GradingQueue } from '@/features/submissions/components/grading-queue';

/** The grading queue of one task (`?task=`), or of the switcher's class, or of all the teacher's classes. */
export default function GradingQueuePage() {
  const classId = useClassScope();
  const [params] = useSearchParams();
  const taskId = params.get(TASK_PARAM) ?? undefined;
  const scope = taskId ? { taskId } : { classId };
  return <GradingQueue key={`${taskId ?? ''}:${classId ?? ''}`} params={scope} />;
}
