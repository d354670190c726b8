import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { errorMessage } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { useDeleteTask } from '@/features/tasks/api/delete-task';
import { Dialog } from '@/shared/ui/dialog';

/** Confirms a deletion and says how many submissions the task has. */
export function TaskDeleteModal({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteTask();
  const confirm = async () => {
    if (!task) return;
    try {
      await remove.mutateAsync(task._id);
      toast(t('msg.taskDeleted'), { type: 'success' });
      onClose();
    } catch (error) {
      toast(errorMessage(error, t('tasks.deleteFailed')), { type: 'error' });
    }
  };
  return (
    <Dialog opened={task !== null} onClose={onClose} title={t('tasks.deleteTitle')} centered>
      <Text>{t('tasks.deleteConfirm', { title: task?.title, count: task?.submissionCount ?? 0 })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
          {t('common.delete')}
        </Button>
      </Group>
    </Dialog>
  );
}
