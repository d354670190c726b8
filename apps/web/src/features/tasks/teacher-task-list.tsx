import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconEye, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { TaskFormModal } from '@/shared/ui/task-form-modal';
import { TaskDeleteModal } from '@/shared/ui/task-delete-modal';
import { useNow } from '@/shared/lib/use-now';

/** Teacher task cards with Edit, Delete (confirm names the submission count) and View Submissions. */
export function TeacherTaskList({ tasks, onView }: { tasks: Task[]; onView: (task: Task) => void }) {
  const { t } = useTranslation();
  const now = useNow();
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);


  return (
    <Stack gap="sm">
      {tasks.map((task) => {
        const pastDue = Date.parse(task.deadline) < now;
        return (
          <Card key={task._id} withBorder radius="md" padding="md" data-testid="teacher-task">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{task.title}</Text>
                  {task.file && <IconPaperclip size={15} aria-label={t('tasks.hasFile')} />}
                  <Badge color={pastDue ? 'red' : 'green'} variant="light" size="sm">{pastDue ? t('status.pastDue') : t('tasks.open')}</Badge>
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>{task.description}</Text>
                <Text size="xs" c="dimmed">{t('tasks.dueAt', { time: formatDateTime(task.deadline) })} · {t('tasks.submissionCount', { count: task.submissionCount ?? 0 })}</Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={() => onView(task)} aria-label={`${t('tasks.viewSubmissions')}: ${task.title}`}>
                  <Text span visibleFrom="sm" size="xs">{t('tasks.viewSubmissions')}</Text>
                </Button>
                <ActionIcon variant="subtle" aria-label={`${t('common.edit')}: ${task.title}`} onClick={() => setEditing(task)}><IconEdit size={18} /></ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')}: ${task.title}`} onClick={() => setDeleting(task)}><IconTrash size={18} /></ActionIcon>
              </Group>
            </Group>
          </Card>
        );
      })}
      <TaskFormModal opened={editing !== null} task={editing} onClose={() => setEditing(null)} />
      <TaskDeleteModal task={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
