import { ActionIcon, Badge, Button, Card, Flex, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconEye, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { ClassBadge } from '@/shared/classes/class-badge';
import { TopicSections } from '@/shared/ui/topic-sections';
import { isScheduled, ScheduledBadge } from '@/shared/ui/scheduled-badge';
import { useNow } from '@/features/tasks/hooks/use-now';
import { TaskDeleteModal } from './task-delete-modal';
import { TaskFormModal } from './task-form-modal';

type Variant = 'compact' | 'full';

export interface TaskListProps {
  tasks: Task[];
  /** `compact`: the dashboard's scrolling rows; `full`: the tasks screen's cards with description and status. */
  variant: Variant;
  onView: (task: Task) => void;
  /** On a class's own page every task is of that class: its name would only repeat. */
  hideClass?: boolean;
  /** An archived class's tasks are viewed and graded, not edited or deleted. */
  readOnly?: boolean;
}

/** The teacher's tasks with View Submissions, Edit and Delete (the confirm names the submission count). */
export function TaskList({ tasks, variant, onView, hideClass = false, readOnly = false }: TaskListProps) {
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const now = useNow();
  const rowOf = (task: Task) => {
    const actions = (
      <TaskActions
        task={task}
        variant={variant}
        onView={() => onView(task)}
        onEdit={readOnly ? undefined : () => setEditing(task)}
        onDelete={readOnly ? undefined : () => setDeleting(task)}
      />
    );
    return variant === 'compact' ? (
      <TaskRow
        key={task._id}
        task={task}
        actions={actions}
        hideClass={hideClass}
        scheduled={isScheduled(task.publishAt, now)}
      />
    ) : (
      <TaskCardFull
        key={task._id}
        task={task}
        pastDue={Date.parse(task.deadline) < now}
        scheduled={isScheduled(task.publishAt, now)}
        actions={actions}
        hideClass={hideClass}
      />
    );
  };
  const modals = (
    <>
      <TaskFormModal opened={editing !== null} task={editing} onClose={() => setEditing(null)} />
      <TaskDeleteModal task={deleting} onClose={() => setDeleting(null)} />
    </>
  );

  return variant === 'compact' ? (
    <>
      {/* The browser's own scrolling: Mantine's ScrollArea measures itself and draws twice on mount. */}
      <Stack gap={0} mah={360} style={{ overflowY: 'auto' }}>
        {tasks.map(rowOf)}
      </Stack>
      {modals}
    </>
  ) : (
    <>
      {/* The tasks screen shows them by topic, those without one last. */}
      <TopicSections items={tasks}>{(items) => <Stack gap="sm">{items.map(rowOf)}</Stack>}</TopicSections>
      {modals}
    </>
  );
}

function DueLine({ task, withClass = false }: { task: Task; withClass?: boolean }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {withClass && `${task.className} · `}
      {t('tasks.dueAt', { time: formatDateTime(task.deadline) })} ·{' '}
      {t('tasks.submissionCount', { count: task.submissionCount ?? 0 })}
    </Text>
  );
}

function TaskRow({
  task,
  actions,
  hideClass,
  scheduled,
}: {
  task: Task;
  actions: ReactNode;
  hideClass: boolean;
  scheduled: boolean;
}) {
  return (
    // On a phone the actions move under the title when both do not fit on one line.
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      py={8}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Text fw={500} size="sm" truncate>
          {task.title}
        </Text>
        <DueLine task={task} withClass={!hideClass} />
        {scheduled && task.publishAt && <ScheduledBadge publishAt={task.publishAt} />}
      </div>
      {actions}
    </Group>
  );
}

function TaskCardFull({
  task,
  pastDue,
  scheduled,
  actions,
  hideClass,
}: {
  task: Task;
  pastDue: boolean;
  scheduled: boolean;
  actions: ReactNode;
  hideClass: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="teacher-task">
      {/* On a phone the actions get their own row, so the title and description keep the width. */}
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'flex-end', sm: 'flex-start' }}
        gap="sm"
      >
        <Stack gap={4} style={{ minWidth: 0 }} w={{ base: '100%', sm: 'auto' }}>
          <Group gap="xs">
            <Text fw={600}>{task.title}</Text>
            {task.file && <IconPaperclip size={15} aria-label={t('tasks.hasFile')} />}
            {scheduled && task.publishAt ? (
              <ScheduledBadge publishAt={task.publishAt} />
            ) : (
              <Badge color={pastDue ? 'red' : 'green'} variant="light" size="sm">
                {pastDue ? t('status.pastDue') : t('tasks.open')}
              </Badge>
            )}
            {!hideClass && <ClassBadge name={task.className} size="sm" />}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {task.description}
          </Text>
          <DueLine task={task} />
        </Stack>
        {actions}
      </Flex>
    </Card>
  );
}

/** View Submissions, Edit and Delete; the compact row's are smaller, the full card names the task on View. */
function TaskActions({
  task,
  variant,
  onView,
  onEdit,
  onDelete,
}: {
  task: Task;
  variant: Variant;
  onView: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const compact = variant === 'compact';
  const iconSize = compact ? 16 : 18;
  return (
    <Group gap={compact ? 2 : 4} wrap="nowrap">
      {compact ? (
        <Button size="compact-xs" variant="light" leftSection={<IconEye size={12} />} onClick={onView}>
          {t('tasks.viewSubmissions')}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} />}
          onClick={onView}
          aria-label={`${t('tasks.viewSubmissions')}: ${task.title}`}
        >
          <Text span size="xs">
            {t('tasks.viewSubmissions')}
          </Text>
        </Button>
      )}
      {onEdit && (
        <ActionIcon variant="subtle" aria-label={`${t('common.edit')}: ${task.title}`} onClick={onEdit}>
          <IconEdit size={iconSize} />
        </ActionIcon>
      )}
      {onDelete && (
        <ActionIcon variant="subtle" color="red" aria-label={`${t('common.delete')}: ${task.title}`} onClick={onDelete}>
          <IconTrash size={iconSize} />
        </ActionIcon>
      )}
    </Group>
  );
}
