import { useState } from 'react';
import type { AiGeneratedTask } from '@sinfxona/domain/schemas/ai';
import { TaskGenerator } from '@/features/ai/components/task-generator';
import { TaskFormModal } from '@/features/tasks/components/task-form-modal';

/** The teacher's AI generator (SPEC §2), whose draft is saved as a real task through the task form. */
export default function TeacherAiPage() {
  const [saving, setSaving] = useState<AiGeneratedTask | null>(null);
  return (
    <>
      <TaskGenerator onSaveAsTask={setSaving} />
      <TaskFormModal
        opened={saving !== null}
        task={null}
        initial={saving ? { title: saving.title, description: saving.generatedTask } : undefined}
        onClose={() => setSaving(null)}
        failureKey="ai.createTaskFailed"
      />
    </>
  );
}
