import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatFileSize } from '@sinfxona/domain/rules/format';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { ClassBadge } from '@/shared/classes/class-badge';
import { TaskStatusBadge } from './task-status-badge';
import { Dialog } from '@/shared/ui/dialog';
import { TaskRubric } from '@/shared/rubrics/rubric-view';
import { LastUpdated } from '@/shared/offline/offline-notice';

/**
 * A task's details for the student: status, due date, description and the attached file. Below the
 * line, `children` (the submission part: a summary, or a form to submit).
 */
export function TaskDetailModal({
  task,
  onClose,
  updatedAt = 0,
  children,
}: {
  task: Task | null;
  onClose: () => void;
  /** When the task's data was last fetched: shown without a connection. */
  updatedAt?: number;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!task) return <Dialog opened={false} onClose={onClose} />;
  return (
    <Dialog opened onClose={onClose} title={task.title} size="lg" centered>
      <Stack>
        <Group gap="sm">
          <TaskStatusBadge deadline={task.deadline} submission={task.mySubmission ?? null} />
          <ClassBadge name={task.className} />
          <Text size="sm" c={task.extended ? undefined : 'dimmed'} fw={task.extended ? 600 : undefined}>
            {task.extended
              ? t('workflow.yourDeadline', { date: formatDate(task.deadline) })
              : t('tasks.due', { date: formatDate(task.deadline) })}
          </Text>
        </Group>
        <LastUpdated at={updatedAt} />
        <Text style={{ whiteSpace: 'pre-wrap' }}>{task.description}</Text>
        {task.file && (
          <Group gap="xs">
            <IconFile size={18} />
            <Anchor href={task.file.fileUrl} target="_blank" rel="noreferrer">
              {task.file.fileName}
            </Anchor>
            <Text size="sm" c="dimmed">
              {formatFileSize(task.file.fileSize)}
            </Text>
          </Group>
        )}
        <TaskRubric taskId={task._id} />
        <Divider />
        {children}
      </Stack>
    </Dialog>
  );
}
