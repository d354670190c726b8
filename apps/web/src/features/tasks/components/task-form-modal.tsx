import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/shared/ui/states';
import type { TaskFormProps } from './task-form';
import { Dialog } from '@/shared/ui/dialog';

// The form (date picker, file drop, validation) is its own chunk, fetched when the modal first
// opens: the screens that offer "New task" show without it.
const TaskFormWithClasses = lazy(() =>
  import('./task-form').then((module) => ({ default: module.TaskFormWithClasses })),
);

/** The task form in a modal: create, or edit the given task. */
export function TaskFormModal({ opened, ...props }: TaskFormProps & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={props.onClose}
      title={props.task ? t('tasks.editTitle') : t('tasks.newTitle')}
      size="lg"
      centered
    >
      {opened && (
        <Suspense fallback={<LoadingState />}>
          <TaskFormWithClasses key={props.task?._id ?? 'new'} {...props} />
        </Suspense>
      )}
    </Dialog>
  );
}
