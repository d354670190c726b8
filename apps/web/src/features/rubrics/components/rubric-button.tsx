import { Button } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/dialog';
import { LoadingState } from '@/shared/ui/states';
import { useTaskRubric } from '@/shared/rubrics/get-task-rubric';
import '@/shared/i18n/grading-texts';

// The builder (its inputs, the reuse picker, the AI draft) is fetched when the dialog first opens.
const RubricBuilder = lazy(() => import('./rubric-builder'));

/** The task's rubric on the teacher's task page: "Rubric · 3 criteria" or "Add a rubric", opening the builder. */
export function RubricButton({
  task,
  readOnly = false,
}: {
  task: { _id: string; title: string; description: string };
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const rubric = useTaskRubric(task._id);
  const [open, setOpen] = useState(false);
  if (rubric.isPending || rubric.isError || (readOnly && !rubric.data)) return null;
  return (
    <>
      <Button
        variant={rubric.data ? 'light' : 'default'}
        leftSection={<IconListDetails size={16} />}
        onClick={() => setOpen(true)}
        disabled={readOnly}
        data-testid="rubric-button"
      >
        {rubric.data
          ? `${t('rubrics.open')} · ${t('rubrics.summary', { count: rubric.data.criteria.length, points: rubric.data.maxPoints })}`
          : t('rubrics.add')}
      </Button>
      <Dialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t('rubrics.builderTitle', { task: task.title })}
        size="xl"
        centered
      >
        {open && (
          <Suspense fallback={<LoadingState />}>
            <RubricBuilder task={task} rubric={rubric.data ?? null} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
