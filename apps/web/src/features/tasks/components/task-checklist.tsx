import { Button, Flex, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sinfxona/domain/rules/format';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { TaskStatusBadge } from './task-status-badge';

/** The student dashboard's task list: title (struck through when done), due date, status, a Submit button. */
export function TaskChecklist({
  tasks,
  onSubmit,
  stateOf,
}: {
  tasks: Task[];
  onSubmit: (task: Task) => void;
  /** A task's extra state beside its status (the caller's: e.g. a queued hand-in). */
  stateOf?: (task: Task) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {tasks.map((task) => (
        // On a phone the status and Submit go below the title, so neither is squeezed.
        <Flex
          key={task._id}
          direction={{ base: 'column', xs: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', xs: 'center' }}
          gap={{ base: 4, xs: 'sm' }}
          py={6}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          data-testid="dashboard-task"
        >
          <div style={{ minWidth: 0 }}>
            <Text fw={500} truncate td={task.isCompleted ? 'line-through' : undefined}>
              {task.title}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {task.className} · {t('tasks.due', { date: formatDate(task.deadline) })}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ flexShrink: 0 }}>
            {stateOf?.(task)}
            <TaskStatusBadge deadline={task.deadline} submission={task.mySubmission} />
            {!task.isCompleted && (
              <Button size="xs" onClick={() => onSubmit(task)} aria-label={`${t('common.submit')}: ${task.title}`}>
                {t('common.submit')}
              </Button>
            )}
          </Group>
        </Flex>
      ))}
    </Stack>
  );
}
