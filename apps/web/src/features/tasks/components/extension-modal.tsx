import { Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { errorMessage } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { DateTimeField } from '@/shared/ui/date-time-field';
import { useSetExtension } from '@/features/tasks/api/set-extension';
import { FormActions, FormFailure } from '@/shared/ui/form-parts';
import { Dialog } from '@/shared/ui/dialog';

export interface StudentOption {
  _id: string;
  fullName: string;
}

/** Gives one student of the task's class a later deadline than the task's own. */
export function ExtensionModal({
  task,
  students,
  studentId,
  opened,
  onClose,
}: {
  task: Pick<Task, '_id' | 'title' | 'deadline'>;
  students: StudentOption[];
  /** The student chosen already (from their row); otherwise the teacher picks one. */
  studentId?: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('workflow.extensionTitle', { title: task.title })} centered>
      {opened && <ExtensionForm task={task} students={students} studentId={studentId} onClose={onClose} />}
    </Dialog>
  );
}

function ExtensionForm({
  task,
  students,
  studentId,
  onClose,
}: {
  task: Pick<Task, '_id' | 'title' | 'deadline'>;
  students: StudentOption[];
  studentId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetExtension();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ studentId: string | null; deadline: string | null }>({
    initialValues: { studentId: studentId ?? null, deadline: null },
    validate: {
      studentId: (value) => (value ? null : t('workflow.chooseStudent')),
      deadline: (value) =>
        !value ? t('msg.deadlineRequired') : dayjs(value).isAfter(task.deadline) ? null : t('workflow.extensionAfter'),
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        taskId: task._id,
        studentId: values.studentId!,
        deadline: dayjs(values.deadline).toISOString(),
      });
      toast(t('workflow.extensionSaved'), { type: 'success' });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('workflow.extensionFailed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormFailure message={failure} />
        <Select
          label={t('workflow.extensionStudent')}
          placeholder={t('workflow.chooseStudent')}
          required
          searchable
          data={students.map((student) => ({ value: student._id, label: student.fullName }))}
          {...form.getInputProps('studentId')}
        />
        <Text size="sm" c="dimmed">
          {t('workflow.taskDeadline', { date: formatDateTime(task.deadline) })}
        </Text>
        <DateTimeField
          label={t('workflow.extensionDeadline')}
          required
          minDate={dayjs(task.deadline).format('YYYY-MM-DD HH:mm:ss')}
          {...form.getInputProps('deadline')}
        />
        <FormActions onCancel={onClose} loading={save.isPending} />
      </Stack>
    </form>
  );
}
