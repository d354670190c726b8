import { Badge, Button, Card, Group, NumberInput, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { IconRecycle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { SHIFT_DAYS_MAX, shiftedDeadline, weeklyShiftDays } from '@sinfxona/domain/schemas/calendar';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import '@/shared/i18n/calendar-texts';
import { errorMessage } from '@/shared/api/client';
import { useClasses } from '@/shared/classes/get-classes';
import { Dialog } from '@/shared/ui/dialog';
import { FormFailure } from '@/shared/ui/form-parts';
import { LoadingState } from '@/shared/ui/states';
import { useCopyTask } from '@/features/tasks/api/copy-task';
import { useNow } from '@/features/tasks/hooks/use-now';
import { tasksQuery, useTasks } from '@/features/tasks/api/get-tasks';

/**
 * The tasks of the teacher's other classes matching `search` (searched by the server, so a task
 * of last year's class is found however many came after it): the active ones' and each archived
 * class's newest hundred.
 */
function useOtherTasks(classId: string, search: string) {
  const active = useTasks({ search });
  const archived = useClasses(true);
  const archivedTasks = useQueries({
    queries: (archived.data ?? []).map((item) => tasksQuery({ classId: item._id, search })),
  });
  const archivedIds = new Set((archived.data ?? []).map((item) => item._id));
  const tasks = [...(active.data?.tasks ?? []), ...archivedTasks.flatMap((query) => query.data?.tasks ?? [])].filter(
    (task) => task.classId !== classId,
  );
  const loading = active.isPending || archived.isPending || archivedTasks.some((query) => query.isPending);
  return { tasks, archivedIds, loading };
}

/** "Reuse a task": on the new-task form, copies a task of another class (archived ones too) into this one. */
export function ReuseTaskButton({ classId, onCopied }: { classId: string | null; onCopied: (task: Task) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconRecycle size={16} />}
        onClick={() => setOpened(true)}
        disabled={!classId}
        title={classId ? undefined : t('calendar.reuse.chooseClass')}
      >
        {t('calendar.reuse.button')}
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t('calendar.reuse.title')} centered size="lg">
        {opened && classId && (
          <ReusePicker
            classId={classId}
            onCopied={(task) => {
              setOpened(false);
              onCopied(task);
            }}
          />
        )}
      </Dialog>
    </>
  );
}

export function ReusePicker({ classId, onCopied }: { classId: string; onCopied: (task: Task) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Task | null>(null);
  const [shift, setShift] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [searched] = useDebouncedValue(search.trim(), 300);
  const { tasks: shown, archivedIds, loading } = useOtherTasks(classId, searched);
  const copy = useCopyTask();
  const now = useNow();
  const choose = (task: Task) => {
    setChosen(task);
    setShift(weeklyShiftDays(task.deadline));
    setFailure(null);
  };
  const submit = async () => {
    if (!chosen) return;
    setFailure(null);
    try {
      const [copied] = await copy.mutateAsync({ taskId: chosen._id, classIds: [classId], shiftDays: shift });
      onCopied(copied!);
    } catch (error) {
      setFailure(errorMessage(error, t('calendar.copy.failed')));
    }
  };
  const deadline = chosen ? shiftedDeadline(chosen.deadline, shift) : null;
  const past = deadline !== null && Date.parse(deadline) <= now;

  return (
    <Stack>
      <FormFailure message={failure} />
      <TextInput
        label={t('calendar.reuse.search')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {loading ? (
        <LoadingState />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('calendar.reuse.empty')}</Text>
      ) : (
        <ScrollArea.Autosize mah={320}>
          <Stack gap="xs" role="list">
            {shown.map((task) => (
              <Card
                key={task._id}
                role="listitem"
                withBorder
                padding="xs"
                radius="sm"
                bg={chosen?._id === task._id ? 'var(--mantine-color-blue-0)' : undefined}
              >
                <Group justify="space-between" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm" truncate>
                      {task.title}
                    </Text>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {task.className} · {t('calendar.reuse.due', { date: formatDateTime(task.deadline) })}
                      </Text>
                      {archivedIds.has(task.classId) && (
                        <Badge size="xs" variant="light" color="gray">
                          {t('calendar.reuse.archived')}
                        </Badge>
                      )}
                    </Group>
                  </div>
                  <Button
                    size="xs"
                    variant={chosen?._id === task._id ? 'filled' : 'default'}
                    onClick={() => choose(task)}
                  >
                    {t('calendar.reuse.use')}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {chosen && deadline && (
        <Stack gap="xs">
          <NumberInput
            label={t('calendar.copy.shift')}
            value={shift}
            onChange={(value) => setShift(typeof value === 'number' ? value : Number(value) || 0)}
            allowDecimal={false}
            min={-SHIFT_DAYS_MAX}
            max={SHIFT_DAYS_MAX}
            w={220}
          />
          <Text size="sm" c={past ? 'red' : undefined} aria-live="polite">
            {past ? t('calendar.copy.past') : t('calendar.copy.preview', { date: formatDateTime(deadline) })}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => void submit()} loading={copy.isPending} disabled={past}>
              {t('calendar.copy.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
