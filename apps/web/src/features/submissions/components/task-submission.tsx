import {
  Alert,
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_RESPONSE_MAX } from '@sinfxona/domain/constants';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { errorMessage } from '@/shared/api/client';
import { FileDrop } from '@/shared/ui/file-drop';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { toast } from '@/shared/ui/toast';
import { useSubmitWork } from '@/features/submissions/api/submit-work';
import { useAuth } from '@/shared/auth/auth-store';
import { handInOrQueue } from '@/features/submissions/outbox/hand-in-or-queue';
import { useQueuedState } from '@/features/submissions/outbox/outbox-status';
import { QueuedHandIn } from '@/features/submissions/outbox/queued-hand-in';
import { AttemptHistory } from './attempt-history';
import { HandInTimeNote, UploadProgress } from './upload-progress';
import { CommentThread } from './comment-thread';
import { FormFailure } from '@/shared/ui/form-parts';
import { RubricResultView } from '@/shared/rubrics/rubric-result';
import { GradeBreakdown } from '@/shared/late/grade-breakdown';
import { LateSubmitNotice, useHandInState } from '@/shared/late/late-submit-notice';
import '@/shared/i18n/grading-texts';

// Photos of pages are shrunk and ordered by a part loaded only when a student turns to them.
const PhotoPicker = lazy(() => import('./photo-picker'));

/**
 * The submission part of a task's detail (SPEC §2): once submitted, when, what and the grade;
 * before that, an optional text answer and a file, the Submit button showing once a file is chosen.
 * Work returned for revision shows the teacher's feedback and a Resubmit button for the next
 * attempt; once there is work, its earlier attempts and the private comments follow.
 */
export function TaskSubmission({
  task,
  onSubmitted,
}: {
  task: { _id: string; mySubmission?: Submission | null; classId?: string; deadline?: string };
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const submission = task.mySubmission ?? null;
  // A hand-in queued without a connection shows its state above; the form comes back on request.
  const queued = useQueuedState(task._id);
  const [replacing, setReplacing] = useState(false);
  const formShown = !queued || replacing;
  const queuedPanel = (
    <QueuedHandIn
      taskId={task._id}
      actions={
        !formShown && (
          <Button size="xs" variant="default" onClick={() => setReplacing(true)}>
            {t('outbox.replace')}
          </Button>
        )
      }
    />
  );
  const form = (
    <SubmitWorkForm
      taskId={task._id}
      onSubmitted={onSubmitted}
      onQueued={() => setReplacing(false)}
      replacing={Boolean(queued)}
      late={task}
    />
  );
  if (!submission)
    return (
      <Stack>
        {queuedPanel}
        {formShown && form}
      </Stack>
    );
  return (
    <Stack>
      {queuedPanel}
      {submission.status === 'returned' ? (
        (!queued || queued.phase === 'refused') && (
          <ReturnedWork submission={submission} taskId={task._id} onSubmitted={onSubmitted} />
        )
      ) : (
        <SubmissionSummary submission={submission} />
      )}
      <AttemptHistory submission={submission} />
      <Divider />
      <CommentThread submissionId={submission._id} />
    </Stack>
  );
}

/** The teacher sent the work back: what they said, then the next attempt on request. */
function ReturnedWork({
  submission,
  taskId,
  onSubmitted,
}: {
  submission: Submission;
  taskId: string;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const [resubmitting, setResubmitting] = useState(false);
  return (
    <Stack data-testid="returned-work">
      <Alert color="orange" icon={<IconArrowBackUp size={18} />} title={t('workflow.returnedNotice')}>
        {submission.feedback && <Text size="sm">{submission.feedback}</Text>}
      </Alert>
      {resubmitting ? (
        <SubmitWorkForm taskId={taskId} onSubmitted={onSubmitted} />
      ) : (
        <Group justify="flex-end">
          <Button onClick={() => setResubmitting(true)}>{t('workflow.resubmit')}</Button>
        </Group>
      )}
    </Stack>
  );
}

function SubmissionSummary({ submission }: { submission: Submission }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="submission-summary">
      <Text size="sm">{t('submissions.submittedAt', { time: formatDateTime(submission.submittedAt) })}</Text>
      <Anchor href={submission.fileUrl} target="_blank" rel="noreferrer" size="sm">
        {submission.fileName}
      </Anchor>
      {submission.textResponse && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {submission.textResponse}
        </Text>
      )}
      {submission.isGraded && submission.score !== null ? (
        <Group gap="sm">
          <Text fw={600}>{t('submissions.grade')}:</Text>
          <MarkBadge score={submission.score} mark={submission.mark} />
          <GradeBreakdown submission={submission} />
        </Group>
      ) : (
        <Text c="dimmed" size="sm">
          {t('status.awaitingGrade')}
        </Text>
      )}
      {submission.isGraded && submission.rubricResult && <RubricResultView result={submission.rubricResult} />}
      {submission.feedback && (
        <Text size="sm">
          <b>{t('submissions.feedback')}:</b> {submission.feedback}
        </Text>
      )}
    </Stack>
  );
}

/** On success a toast, then the detail closes; progress and lists are refreshed by the mutation. */
function SubmitWorkForm({
  taskId,
  onSubmitted,
  onQueued,
  replacing = false,
  late = null,
}: {
  taskId: string;
  onSubmitted: () => void;
  /** Kept in the outbox for want of a network (it shows above as queued). */
  onQueued?: () => void;
  /** A queued hand-in waits for this task: this one replaces it. */
  replacing?: boolean;
  /** The task's class and the student's own deadline: the late policy's notice, and no Submit once closed. */
  late?: { classId?: string; deadline?: string } | null;
}) {
  const { t } = useTranslation();
  const { closed } = useHandInState(late);
  const submitWork = useSubmitWork();
  const userId = useAuth((state) => state.user?._id ?? '');
  const [mode, setMode] = useState<'document' | 'photos'>('document');
  const [file, setFile] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File[] | null>(null);
  const [text, setText] = useState('');
  const [percent, setPercent] = useState(0);
  const [reconnecting, setReconnecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = mode === 'document' ? file !== null : photos !== null;

  const submit = async () => {
    if (!ready) return;
    setFailure(null);
    setPercent(0);
    const work = { taskId, ...(mode === 'document' ? { file } : { photos: photos ?? [] }), textResponse: text };
    try {
      const outcome = await handInOrQueue(
        () => submitWork.mutateAsync({ ...work, onProgress: setPercent, onReconnecting: setReconnecting }),
        { ...work, userId },
      );
      if (outcome === 'queued') return onQueued?.();
      toast(t('submissions.submitted'), { type: 'success' });
      onSubmitted();
    } catch (error) {
      setFailure(errorMessage(error, t('submissions.submitFailed')));
    }
  };

  return (
    <Stack>
      <Textarea
        label={t('submissions.textAnswer')}
        description={t('common.optional')}
        autosize
        minRows={3}
        maxLength={TEXT_RESPONSE_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <SegmentedControl
        fullWidth
        value={mode}
        onChange={(value) => setMode(value as 'document' | 'photos')}
        disabled={submitWork.isPending}
        aria-label={t('photos.modeLabel')}
        data={[
          { value: 'document', label: t('photos.modeDocument') },
          { value: 'photos', label: t('photos.modePhotos') },
        ]}
      />
      {mode === 'document' ? (
        <FileDrop file={file} onChange={setFile} />
      ) : (
        <Suspense
          fallback={
            <Center py="sm">
              <Loader size="sm" />
            </Center>
          }
        >
          <PhotoPicker disabled={submitWork.isPending} onChange={setPhotos} />
        </Suspense>
      )}
      {submitWork.isPending &&
        (mode === 'document' ? (
          <UploadProgress percent={percent} reconnecting={reconnecting} />
        ) : (
          <Progress
            value={percent}
            size="lg"
            animated
            aria-label={t('files.uploading')}
            data-testid="upload-progress"
          />
        ))}
      {ready && !submitWork.isPending && <HandInTimeNote />}
      <FormFailure message={failure} />
      <LateSubmitNotice task={late} />
      {replacing && <Text size="sm">{t('outbox.replaceNote')}</Text>}
      {ready && !closed && (
        <Group justify="flex-end">
          <Button onClick={() => void submit()} loading={submitWork.isPending}>
            {submitWork.isPending
              ? t('submissions.submitting')
              : replacing
                ? t('outbox.replaceSubmit')
                : t('submissions.submit')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
