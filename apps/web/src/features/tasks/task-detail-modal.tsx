import { Alert, Anchor, Button, Divider, Group, Modal, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatFileSize } from '@sinfxona/domain/rules/format';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { TEXT_RESPONSE_MAX } from '@sinfxona/domain/constants';
import { errorMessage } from '@/shared/api/client';
import { useSubmitWork } from '@/shared/api/submissions';
import { ScoreBadge, TaskStatusBadge } from '@/shared/ui/badges';
import { FileDrop } from '@/shared/ui/file-drop';
import { toast } from '@/shared/ui/toast';

/** A task's details; a form to submit it, or a summary of the submission once there is one. Keyed by task. */
export function TaskDetailModal({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const { t } = useTranslation();
  const submitWork = useSubmitWork();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [percent, setPercent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  if (!task) return <Modal opened={false} onClose={onClose} />;
  const submission = task.mySubmission ?? null;

  const submit = async () => {
    if (!file) return;
    setFailure(null);
    try {
      await submitWork.mutateAsync({ taskId: task._id, file, textResponse: text, onProgress: setPercent });
      toast(t('submissions.submitted'), { type: 'success' });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('submissions.submitFailed')));
    }
  };

  return (
    <Modal opened onClose={onClose} title={task.title} size="lg" centered>
      <Stack>
        <Group gap="sm">
          <TaskStatusBadge deadline={task.deadline} submission={submission} />
          <Text size="sm" c="dimmed">{t('tasks.due', { date: formatDate(task.deadline) })}</Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{task.description}</Text>
        {task.file && (
          <Group gap="xs">
            <IconFile size={18} />
            <Anchor href={task.file.fileUrl} target="_blank" rel="noreferrer">{task.file.fileName}</Anchor>
            <Text size="sm" c="dimmed">{formatFileSize(task.file.fileSize)}</Text>
          </Group>
        )}
        <Divider />
        {submission ? (
          <Stack gap="xs" data-testid="submission-summary">
            <Text size="sm">{t('submissions.submittedAt', { time: formatDateTime(submission.submittedAt) })}</Text>
            <Anchor href={submission.fileUrl} target="_blank" rel="noreferrer" size="sm">{submission.fileName}</Anchor>
            {submission.textResponse && <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{submission.textResponse}</Text>}
            {submission.isGraded && submission.score !== null ? (
              <Group gap="sm"><Text fw={600}>{t('submissions.grade')}:</Text><ScoreBadge score={submission.score} /></Group>
            ) : (
              <Text c="dimmed" size="sm">{t('status.awaitingGrade')}</Text>
            )}
            {submission.feedback && <Text size="sm"><b>{t('submissions.feedback')}:</b> {submission.feedback}</Text>}
          </Stack>
        ) : (
          <Stack>
            <Textarea label={t('submissions.textAnswer')} description={t('common.optional')} autosize minRows={3} maxLength={TEXT_RESPONSE_MAX} value={text} onChange={(event) => setText(event.currentTarget.value)} />
            <FileDrop file={file} onChange={setFile} />
            {submitWork.isPending && <Progress value={percent} size="lg" animated aria-label={t('files.uploading')} data-testid="upload-progress" />}
            {failure && <Alert color="red" role="alert">{failure}</Alert>}
            {file && (
              <Group justify="flex-end">
                <Button onClick={() => void submit()} loading={submitWork.isPending}>
                  {submitWork.isPending ? t('submissions.submitting') : t('submissions.submit')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
