import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { ChildTask } from '@sinfxona/domain/schemas/guardians';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { QueryView } from '@/shared/ui/states';
import { useQuery } from '@tanstack/react-query';
import {
  childTasksDueQuery,
  useChildGradedPages,
  useRecentGrades,
  useChildTaskPages,
  useChildWork,
} from '@/features/guardian/api/guardian-api';
import { pagedItems } from '@/shared/api/pages';
import { ShowMore } from '@/shared/ui/show-more';
import '@/shared/i18n/guardian-texts';

const STATUS_COLOR: Record<ChildTask['status'], string> = {
  missing: 'red',
  assigned: 'gray',
  submitted: 'blue',
  late: 'orange',
  returned: 'yellow',
  graded: 'green',
};
const DAY_MS = 86_400_000;

export function TaskItem({ task }: { task: ChildTask }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="child-task">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Text>
          <Text size="sm" c="dimmed">
            {task.className} · {t('guardian.child.deadline', { date: formatDateTime(task.deadline) })}
          </Text>
        </Stack>
        <Badge color={STATUS_COLOR[task.status]} variant="light" style={{ flexShrink: 0 }}>
          {t(`guardian.child.status.${task.status}`)}
        </Badge>
      </Group>
    </Card>
  );
}

export function GradeItem({ work }: { work: Submission }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="child-grade">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {work.taskTitle}
            </Text>
            <Text size="sm" c="dimmed">
              {work.className} · {formatDateTime(work.gradedAt ?? work.submittedAt)}
            </Text>
          </Stack>
          {work.isGraded ? (
            <MarkBadge score={work.score} mark={work.mark} />
          ) : (
            <Badge color={work.status === 'returned' ? 'yellow' : 'blue'} variant="light">
              {t(`guardian.child.status.${work.status === 'returned' ? 'returned' : 'submitted'}`)}
            </Badge>
          )}
        </Group>
        {work.feedback ? (
          <Text size="sm">
            <Text span fw={500}>
              {t('guardian.child.feedback')}
            </Text>{' '}
            {work.feedback}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

function List<T>({ items, empty, render }: { items: T[]; empty: string; render: (item: T) => ReactNode }) {
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return <Stack gap="xs">{items.map(render)}</Stack>;
}

/** The child's tasks, newest first, page by page. */
export function ChildTasks({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const tasks = useChildTaskPages(childId);
  return (
    <QueryView query={tasks} errorMessage={t('guardian.child.tasksFailed')}>
      {({ pages }) => {
        const { items: list, total } = pagedItems(pages, (page) => page.tasks);
        return (
          <Stack gap="xs">
            <List
              items={list}
              empty={t('guardian.child.noTasks')}
              render={(task) => <TaskItem key={task._id} task={task} />}
            />
            <ShowMore pages={tasks} summary={t('tasks.shownOfTotal', { shown: list.length, total })} />
          </Stack>
        );
      }}
    </QueryView>
  );
}

/** The child's work sent back for revision (with the teacher's words), then their grades, newest first, page by page. */
export function ChildGrades({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const returned = useChildWork(childId, 'returned');
  const graded = useChildGradedPages(childId);
  return (
    <QueryView query={graded} errorMessage={t('guardian.child.gradesFailed')}>
      {({ pages }) => {
        const { items: grades, total } = pagedItems(pages, (page) => page.submissions);
        const list = [...(returned.data ?? []), ...grades];
        return (
          <Stack gap="xs">
            <List
              items={list}
              empty={t('guardian.child.noGrades')}
              render={(work) => <GradeItem key={work._id} work={work} />}
            />
            <ShowMore pages={graded} summary={t('submissions.shownOfTotal', { shown: grades.length, total })} />
          </Stack>
        );
      }}
    </QueryView>
  );
}

/** This week: what is due in the next 7 days, what is missing, the grades of the last 7 days. */
export function ChildWeek({ childId }: { childId: string }) {
  const { t } = useTranslation();
  const submissions = useRecentGrades(childId);
  // The week as of opening the page.
  const [now] = useState(() => Date.now());
  // Read on the server: what falls due in the next seven days, and every past-due task not handed in.
  const [week] = useState(() => ({
    due: { deadlineFrom: new Date(now).toISOString(), deadlineTo: new Date(now + 7 * DAY_MS).toISOString() },
    pastDue: { deadlineTo: new Date(now).toISOString(), status: 'notSubmitted' as const },
  }));
  const due = useQuery(childTasksDueQuery(childId, week.due));
  const pastDue = useQuery(childTasksDueQuery(childId, week.pastDue));
  const section = (title: string, body: ReactNode) => (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {title}
      </Title>
      {body}
    </Stack>
  );
  return (
    <Stack>
      <QueryView query={due} errorMessage={t('guardian.child.tasksFailed')}>
        {(list) =>
          section(
            t('guardian.child.week.due'),
            <List
              items={list.filter((task) => task.status === 'assigned')}
              empty={t('guardian.child.week.nothing')}
              render={(task) => <TaskItem key={task._id} task={task} />}
            />,
          )
        }
      </QueryView>
      <QueryView query={pastDue} errorMessage={t('guardian.child.tasksFailed')}>
        {(list) =>
          section(
            t('guardian.child.week.missing'),
            // Past due and not handed in: work sent back for revision is "returned", not missing.
            <List
              items={list.filter((task) => task.status === 'missing')}
              empty={t('guardian.child.week.nothing')}
              render={(task) => <TaskItem key={task._id} task={task} />}
            />,
          )
        }
      </QueryView>
      <QueryView query={submissions} errorMessage={t('guardian.child.gradesFailed')}>
        {(list) =>
          section(
            t('guardian.child.week.newGrades'),
            <List
              items={list.filter(
                (work) => work.isGraded && work.gradedAt && now - Date.parse(work.gradedAt) <= 7 * DAY_MS,
              )}
              empty={t('guardian.child.week.nothing')}
              render={(work) => <GradeItem key={work._id} work={work} />}
            />,
          )
        }
      </QueryView>
    </Stack>
  );
}
