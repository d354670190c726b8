import { Alert, Button, Card, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { taskCreateInput } from '@sinfxona/domain/schemas/tasks';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { useTaskMutations } from '@/shared/api/tasks';
import { FileDrop } from '@/shared/ui/file-drop';
import type { TaskFormValues } from '@/shared/ui/task-form-modal';
import { toast } from '@/shared/ui/toast';
import { zodValidate } from '@/shared/ui/zod-form';

/** The Create Task page (SPEC §2): on success a toast and back to the task list. */
export default function CreateTaskPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { create } = useTaskMutations();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const toInput = (values: TaskFormValues) => ({ ...values, deadline: values.deadline ? dayjs(values.deadline).toISOString() : '' });
  const form = useForm<TaskFormValues>({ initialValues: { title: '', description: '', deadline: null }, validate: zodValidate(taskCreateInput, toInput) });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync({ ...toInput(values), file });
      toast(t('msg.taskCreated'), { type: 'success' });
      void navigate('/teacher/tasks');
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setFailure(errorMessage(error, t('tasks.createFailed')));
    }
  });

  return (
    <Card withBorder radius="md" padding="lg" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && <Alert color="red" role="alert">{failure}</Alert>}
          <TextInput label={t('tasks.title')} required {...form.getInputProps('title')} />
          <Textarea label={t('tasks.description')} required autosize minRows={5} {...form.getInputProps('description')} />
          <DateTimePicker label={t('tasks.deadline')} required valueFormat="DD/MM/YYYY HH:mm" clearable {...form.getInputProps('deadline')} />
          <FileDrop file={file} onChange={setFile} label={t('tasks.attach')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate('/teacher/tasks')}>{t('common.cancel')}</Button>
            <Button type="submit" loading={create.isPending}>{t('tasks.create')}</Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
