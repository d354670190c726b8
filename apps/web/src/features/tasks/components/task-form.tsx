import { Button, Checkbox, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { useTranslation } from 'react-i18next';
import { fromSchoolWallTime, toSchoolWallTime } from '@sinfxona/domain/rules/school-wall-time';
import { taskCreateInput, taskUpdateInput, type Task } from '@sinfxona/domain/schemas/tasks';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { ClassSelect, WithClassChoice } from '@/shared/classes/class-select';
import { FileDrop } from '@/shared/ui/file-drop';
import { toast } from '@/shared/ui/toast';
import { zodValidate } from '@/shared/ui/zod-form';
import { DateTimeField } from '@/shared/ui/date-time-field';
import { PublishAtInput, TopicInput } from '@/shared/ui/schedule-fields';
import { isScheduled } from '@/shared/ui/scheduled-badge';
import { useCreateTask } from '@/features/tasks/api/create-task';
import { useUpdateTask } from '@/features/tasks/api/update-task';
import { recentTasksQuery } from '@/features/tasks/api/get-tasks';
import { FormFailure } from '@/shared/ui/form-parts';

export interface TaskFormValues {
  classId: string | null;
  title: string;
  description: string;
  /** Local date-time as the picker gives it, e.g. `2026-12-01 14:00:00`. */
  deadline: string | null;
  topic: string;
  /**
   * The school's wall-clock time to publish at (`2026-12-01 08:00:00` in Tashkent), null for now;
   * undefined when the task is already out (it cannot be scheduled again).
   */
  publishAt?: string | null;
}

/** What the shared schema checks and the server gets; a missing class is `undefined` ("Choose a class"). */
export const toTaskInput = ({ publishAt, ...values }: TaskFormValues) => ({
  ...values,
  classId: values.classId ?? undefined,
  deadline: values.deadline ? dayjs(values.deadline).toISOString() : '',
  ...(publishAt !== undefined ? { publishAt: publishAt ? fromSchoolWallTime(publishAt) || publishAt : '' } : {}),
});

const toPicker = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
const keepsDeadline = (task: Task | null, values: TaskFormValues) =>
  Boolean(task && values.deadline && dayjs(values.deadline).isSame(task.deadline, 'minute'));

/** The task form (SPEC §5 "Task form"): create or edit, in one of the teacher's classes, with an optional file. */
export interface TaskFormProps {
  task: Task | null;
  initial?: Partial<TaskFormValues>;
  /** The class a new task starts in (the class page's); else the switcher's, else the only one. */
  classId?: string;
  onClose: () => void;
  onSaved?: (task: Task) => void;
  failureKey?: string;
}

/** The form starts once the teacher's classes are known, so the class field can start on the right one. */
export function TaskFormWithClasses(props: TaskFormProps) {
  return (
    <WithClassChoice preferred={props.classId}>
      {(classes, initialClassId) => (
        <TaskForm {...props} classes={classes} initialClassId={props.task?.classId ?? initialClassId} />
      )}
    </WithClassChoice>
  );
}

function TaskForm({
  task,
  initial,
  classes,
  initialClassId,
  onClose,
  onSaved,
  failureKey = 'tasks.saveFailed',
}: TaskFormProps & { classes: SchoolClass[]; initialClassId: string | null }) {
  const { t } = useTranslation();
  const create = useCreateTask();
  const update = useUpdateTask();
  const [file, setFile] = useState<File | null>(null);
  const [removeFile, setRemoveFile] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const scheduling = !task || isScheduled(task.publishAt);
  const form = useForm<TaskFormValues>({
    initialValues: task
      ? {
          classId: initialClassId,
          title: task.title,
          description: task.description,
          deadline: toPicker(task.deadline),
          topic: task.topic ?? '',
          ...(isScheduled(task.publishAt) ? { publishAt: toSchoolWallTime(task.publishAt) } : {}),
        }
      : {
          classId: initialClassId,
          title: initial?.title ?? '',
          description: initial?.description ?? '',
          deadline: initial?.deadline ?? null,
          topic: '',
          publishAt: null,
        },
    // A new task needs a future deadline; an edit may keep a past one unless it is changed.
    validate: (values) =>
      zodValidate<TaskFormValues>(keepsDeadline(task, values) ? taskUpdateInput : taskCreateInput, toTaskInput)(values),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const fields = toTaskInput(values);
    // An unchanged deadline is not sent, so editing a past-due task's text keeps it as it was;
    // an unchanged class is not sent either (sending one moves the task).
    if (keepsDeadline(task, values)) fields.deadline = '';
    if (task && fields.classId === task.classId) fields.classId = undefined;
    try {
      const saved = task
        ? await update.mutateAsync({ id: task._id, values: { ...fields, file, removeFile: removeFile && !file } })
        : await create.mutateAsync({ ...fields, file });
      toast(task ? t('msg.taskUpdated') : t('msg.taskCreated'), { type: 'success' });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setFailure(errorMessage(error, t(failureKey)));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormFailure message={failure} />
        <ClassSelect classes={classes} {...form.getInputProps('classId')} />
        <TextInput label={t('tasks.title')} required {...form.getInputProps('title')} />
        <Textarea
          label={t('tasks.description')}
          required
          autosize
          minRows={4}
          maxRows={14}
          {...form.getInputProps('description')}
        />
        <DateTimeField label={t('tasks.deadline')} required clearable {...form.getInputProps('deadline')} />
        <TaskTopicField classId={form.values.classId} {...form.getInputProps('topic')} />
        {scheduling && <PublishAtInput {...form.getInputProps('publishAt')} />}
        {task?.file && !file && (
          <Group justify="space-between">
            <Text size="sm">{t('tasks.currentFile', { name: task.file.fileName })}</Text>
            <Checkbox
              label={t('tasks.removeFile')}
              checked={removeFile}
              onChange={(event) => setRemoveFile(event.currentTarget.checked)}
            />
          </Group>
        )}
        <FileDrop file={file} onChange={setFile} label={t('tasks.attach')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} disabled={classes.length === 0}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The topic field, with the class's topics as suggestions: every teacher's list answer carries all
 * of them, so the dashboard's page of the newest tasks (usually kept already) is enough to ask.
 */
export function TaskTopicField({
  classId,
  ...props
}: { classId: string | null } & Omit<Parameters<typeof TopicInput>[0], 'suggestions'>) {
  const topics = useQuery(recentTasksQuery(classId ?? undefined)).data?.topics ?? [];
  return <TopicInput {...props} suggestions={topics} />;
}
