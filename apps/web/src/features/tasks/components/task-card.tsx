import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconCalendar, IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sinfxona/domain/rules/format';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { ClassBadge } from '@/shared/classes/class-badge';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { TaskStatusBadge } from './task-status-badge';

/**
 * A task as a student sees it: title (struck through when done), status, its class, description,
 * due date, score. `state` is a row of its own under the title (e.g. a hand-in waiting for the network).
 */
export function TaskCard({
  task,
  onOpen,
  actions,
  state,
}: {
  task: Task;
  onOpen?: () => void;
  actions?: ReactNode;
  state?: ReactNode;
}) {
  const { t } = useTranslation();
  const submission = task.mySubmission ?? null;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      onClick={onOpen}
      style={{ cursor: onOpen ? 'pointer' : undefined }}
      data-testid="task-card"
      role={onOpen ? 'button' : undefined}
      tabIndex={onOpen ? 0 : undefined}
      onKeyDown={(event) => {
        if (onOpen && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} td={task.isCompleted ? 'line-through' : undefined} c={task.isCompleted ? 'dimmed' : undefined}>
            {task.title}
          </Text>
          {task.isCompleted !== undefined && <TaskStatusBadge deadline={task.deadline} submission={submission} />}
        </Group>
        {state}
        <ClassBadge name={task.className} size="sm" w="fit-content" />
        <Text size="sm" c="dimmed" lineClamp={2}>
          {task.description}
        </Text>
        <Group justify="space-between">
          <Group gap="md">
            <Group gap={4}>
              <IconCalendar size={15} />
              <Text size="sm">{t('tasks.due', { date: formatDate(task.deadline) })}</Text>
              {task.extended && (
                <Badge size="xs" variant="light" color="teal">
                  {t('workflow.extendedBadge')}
                </Badge>
              )}
            </Group>
            {task.file && <IconPaperclip size={15} aria-label={t('tasks.hasFile')} />}
          </Group>
          {submission?.isGraded && submission.score !== null && (
            <MarkBadge score={submission.score} mark={submission.mark} size="sm" />
          )}
        </Group>
        {actions}
      </Stack>
    </Card>
  );
}
