import { ActionIcon, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { EmptyState } from '@/shared/ui/states';
import { TaskFormModal } from '@/shared/ui/task-form-modal';
import { TaskDeleteModal } from '@/shared/ui/task-delete-modal';

/** The dashboard's compact task manager: edit, delete with confirm, view submissions. */
export function TaskManager({ tasks, onView }: { tasks: Task[]; onView: (task: Task) => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  if (tasks.length === 0) return <EmptyState message={t('tasks.empty')} />;
  return (
    <>
      <ScrollArea.Autosize mah={360}>
        <Stack gap={0}>
          {tasks.map((task) => (
            <Group key={task._id} justify="space-between" wrap="nowrap" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
              <div style={{ minWidth: 0 }}>
                <Text fw={500} size="sm" truncate>{task.title}</Text>
                <Text size="xs" c="dimmed">{t('tasks.dueAt', { time: formatDateTime(task.deadline) })} · {t('tasks.submissionCount', { count: task.submissionCount ?? 0 })}</Text>
              </div>
              <Group gap={2} wrap="nowrap">
                <Button size="compact-xs" variant="light" leftSection={<IconEye size={12} />} onClick={() => onView(task)}>{t('tasks.viewSubmissions')}</Button>
                <ActionIcon variant="subtle" aria-label={`${t('common.edit')}: ${task.title}`} onClick={() => setEditing(task)}><IconEdit size={16} /></ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')}: ${task.title}`} onClick={() => setDeleting(task)}><IconTrash size={16} /></ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <TaskFormModal opened={editing !== null} task={editing} onClose={() => setEditing(null)} />
      <TaskDeleteModal task={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
