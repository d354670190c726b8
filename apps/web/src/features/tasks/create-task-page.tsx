import { Button, Card, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { taskCreateInput } from '@sinfxona/domain/schemas/tasks';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { ClassSelect, WithClassChoice } from '@/shared/classes/class-select';
import { paths } from '@/shared/config/paths';
import { FileDrop } from '@/shared/ui/file-drop';
import { toast } from '@/shared/ui/toast';
import { zodValidate } from '@/shared/ui/zod-form';
import { DateTimeField } from '@/shared/ui/date-time-field';
import { useCreateTask } from '@/features/tasks/api/create-task';
import { TaskTopicField, toTaskInput, type TaskFormValues } from '@/features/tasks/components/task-form';
import { PublishAtInput } from '@/shared/ui/schedule-fields';
import { FormFailure } from '@/shared/ui/form-parts';
import { ReuseTaskButton } from '@/features/tasks/components/reuse-task-dialog';

/** The Create Task page (SPEC §2): on success a toast and back to the task list. */
export default function CreateTaskPage() {
  return (
    <Card withBorder radius="md" padding="lg" maw={760}>
      <WithClassChoice>
        {(classes, initialClassId) => <CreateTaskForm classes={classes} initialClassId={initialClassId} />}
      </WithClassChoice>
    </Card>
  );
}

function CreateTaskForm({ classes, initialClassId }: { classes: SchoolClass[]; initialClassId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTask();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TaskFormValues>({
    initialValues: { classId: initialClassId, title: '', description: '', deadline: null, topic: '', publishAt: null },
    validate: zodValidate(taskCreateInput, toTaskInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync({ ...toTaskInput(values), file });
      toast(t('msg.taskCreated'), { type: 'success' });
      void navigate(paths.teacher.tasks.getHref());
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setFailure(errorMessage(error, t('tasks.createFailed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormFailure message={failure} />
        <Group align="flex-end" wrap="wrap">
          <ClassSelect classes={classes} {...form.getInputProps('classId')} style={{ flex: 1, minWidth: 220 }} />
          <ReuseTaskButton
            classId={form.values.classId}
            onCopied={() => {
              toast(t('calendar.reuse.done'), { type: 'success' });
              void navigate(paths.teacher.tasks.getHref());
            }}
          />
        </Group>
        <TextInput label={t('tasks.title')} required {...form.getInputProps('title')} />
        <Textarea label={t('tasks.description')} required autosize minRows={5} {...form.getInputProps('description')} />
        <DateTimeField label={t('tasks.deadline')} required clearable {...form.getInputProps('deadline')} />
        <TaskTopicField classId={form.values.classId} {...form.getInputProps('topic')} />
        <PublishAtInput {...form.getInputProps('publishAt')} />
        <FileDrop file={file} onChange={setFile} label={t('tasks.attach')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(paths.teacher.tasks.getHref())}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={classes.length === 0}>
            {t('tasks.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
