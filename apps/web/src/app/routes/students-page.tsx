import { useState } from 'react';
import { StudentsDirectory } from '@/features/students/components/students-directory';
import { StudentProgressModal } from '@/features/submissions/components/student-progress-modal';
import { useClassScope } from '@/shared/classes/class-scope';

/** The teacher's students screen (SPEC §2), of the switcher's class or all; a student's row opens their progress and submissions. */
export default function StudentsPage() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <StudentsDirectory classId={useClassScope()} onOpenStudent={setOpenId} />
      <StudentProgressModal studentId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
