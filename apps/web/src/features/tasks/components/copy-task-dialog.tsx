import { Alert, Anchor, Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { COPY_CLASSES_MAX, SHIFT_DAYS_MAX, shiftedDeadline } from '@sinfxona/domain/schemas/calendar';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import '@/shared/i18n/calendar-texts';
import { errorMessage } from '@/shared/api/client';
import { useClasses } from '@/shared/classes/get-classes';
import { paths } from '@/shared/config/paths';
import { Dialog } from '@/shared/ui/dialog';
import { FormFailure } from '@/shared/ui/form-parts';
import { toastProps } from '@/shared/ui/toast';
import { useCopyTask } from '@/features/tasks/api/copy-task';
import { useNow } from '@/features/tasks/hooks/use-now';

/** The copies made, as a toast of links to each (the toast sits outside the router: plain links). */
function showCopied(t: TFunction, copies: Task[]) {
  notifications.show({
    ...toastProps('', { type: 'success', title: t('calendar.copy.done', { count: copies.length }) }),
    message: (
      <Stack gap={2}>
        {copies.map((copy) => (
          <Anchor key={copy._id} href={paths.teacher.submissions.getHref(copy._id)} size="sm">
            {t('calendar.copy.open', { className: copy.className })}
          </Anchor>
        ))}
      </Stack>
    ),
  });
}

/** The "Copy to classes" button of a task's page, with its dialog. */
export function CopyTaskButton({ task }: { task: Task }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconCopy size={16} />} onClick={() => setOpened(true)}>
        {t('calendar.copy.button')}
      </Button>
      <CopyTaskDialog task={task} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** "Copy to classes": the teacher's other active classes, a shift of the deadline in days with the new one shown. */
export function CopyTaskDialog({ task, opened, onClose }: { task: Task; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('calendar.copy.title', { title: task.title })} centered>
      {opened && <CopyTaskForm task={task} onClose={onClose} />}
    </Dialog>
  );
}

export function CopyTaskForm({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation();
  const classes = useClasses();
  const copy = useCopyTask();
  const now = useNow();
  const [chosen, setChosen] = useState<string[]>([]);
  const [shift, setShift] = useState<number>(0);
  const [failure, setFailure] = useState<string | null>(null);
  const targets = (classes.data ?? []).filter((item) => item._id !== task.classId && !item.archived);
  const deadline = shiftedDeadline(task.deadline, shift);
  const past = Date.parse(deadline) <= now;

  const submit = async () => {
    setFailure(null);
    if (chosen.length === 0) return setFailure(t('calendar.copy.chooseClasses'));
    try {
      const copies = await copy.mutateAsync({ taskId: task._id, classIds: chosen, shiftDays: shift });
      showCopied(t, copies);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('calendar.copy.failed')));
    }
  };

  return (
    <Stack>
      <FormFailure message={failure} />
      {classes.isSuccess && targets.length === 0 ? (
        <Text c="dimmed">{t('calendar.copy.noClasses')}</Text>
      ) : (
        <Checkbox.Group label={t('calendar.copy.classes')} value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt="xs">
            {targets.map((item) => (
              <Checkbox
                key={item._id}
                value={item._id}
                label={item.name}
                disabled={!chosen.includes(item._id) && chosen.length >= COPY_CLASSES_MAX}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <NumberInput
        label={t('calendar.copy.shift')}
        description={t('calendar.copy.shiftHint')}
        value={shift}
        onChange={(value) => setShift(typeof value === 'number' ? value : Number(value) || 0)}
        allowDecimal={false}
        min={-SHIFT_DAYS_MAX}
        max={SHIFT_DAYS_MAX}
        w={220}
      />
      {past ? (
        <Alert color="red" role="alert">
          {t('calendar.copy.past')} ({formatDateTime(deadline)})
        </Alert>
      ) : (
        <Text size="sm" aria-live="polite">
          {t('calendar.copy.preview', { date: formatDateTime(deadline) })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void submit()} loading={copy.isPending} disabled={past || targets.length === 0}>
          {t('calendar.copy.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
