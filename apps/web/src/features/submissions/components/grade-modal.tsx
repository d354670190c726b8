import { Alert, Divider, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeInput, type Submission } from '@sinfxona/domain/schemas/submissions';
import { errorMessage } from '@/shared/api/client';
import { SUCCESS_DIALOG_CLOSE_MS } from '@/shared/config/ui';
import { zodValidate } from '@/shared/ui/zod-form';
import { useGradeSubmission } from '@/features/submissions/api/grade-submission';
import { FormActions, FormFailure } from '@/shared/ui/form-parts';
import { Dialog } from '@/shared/ui/dialog';
import { LiveMark } from '@/shared/ui/live-mark';
import { CommentThread } from './comment-thread';
import { GradeBreakdown } from '@/shared/late/grade-breakdown';
import { HoldGradeSwitch } from '@/shared/late/hold-grade-switch';
import { LatePreview } from '@/shared/late/late-preview';

type GradeValues = { score: number | string; feedback: string; hold: boolean };

/**
 * A grade form's state: score 0–100 (required) and feedback, checked by the shared schema; `save`
 * sends it and hands the graded submission to `onSaved`, or sets `failure` to the server's message.
 */
export function useGradeForm(submission: Submission, onSaved: (graded: Submission) => void) {
  const { t } = useTranslation();
  const grade = useGradeSubmission();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<GradeValues>({
    initialValues: {
      score: submission.rawScore ?? submission.score ?? '',
      feedback: submission.feedback ?? '',
      hold: submission.held,
    },
    validate: zodValidate(gradeInput, (values: GradeValues) => ({
      ...values,
      score: values.score === '' ? undefined : Number(values.score),
    })),
  });
  const save = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved(
        await grade.mutateAsync({
          id: submission._id,
          score: Number(values.score),
          feedback: values.feedback,
          hold: values.hold,
        }),
      );
    } catch (error) {
      setFailure(errorMessage(error, t('grading.failed')));
    }
  });
  return { form, save, failure, saving: grade.isPending };
}

/** The score and feedback fields (the mark the score earns shown as it is typed), with the server's refusal above them. */
export function GradeFields({ form, failure }: { form: UseFormReturnType<GradeValues>; failure: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <FormFailure message={failure} />
      <NumberInput
        label={t('grading.score')}
        required
        min={0}
        max={100}
        decimalScale={1}
        clampBehavior="none"
        {...form.getInputProps('score')}
      />
      <LiveMark value={form.values.score} />
      <Textarea label={t('grading.feedback')} autosize minRows={3} {...form.getInputProps('feedback')} />
      <HoldGradeSwitch {...form.getInputProps('hold', { type: 'checkbox' })} />
    </>
  );
}

/** Score 0–100 and feedback, and the work's comment thread; on success a message, then it closes after 1.5 s (SPEC §4). */
export function GradeModal({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={submission !== null}
      onClose={onClose}
      title={submission ? t('grading.title', { name: submission.studentName }) : ''}
      centered
    >
      {submission && <GradeForm key={submission._id} submission={submission} onClose={onClose} />}
    </Dialog>
  );
}

function GradeForm({ submission, onClose }: { submission: Submission; onClose: () => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const { form, save, failure, saving } = useGradeForm(submission, () => setDone(true));

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onClose, SUCCESS_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, onClose]);

  return done ? (
    <Alert color="green" icon={<IconCheck size={18} />} role="status">
      {t('grading.saved')}
    </Alert>
  ) : (
    <Stack gap="lg">
      <form onSubmit={save} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {submission.taskTitle}
          </Text>
          <GradeBreakdown submission={submission} />
          <GradeFields form={form} failure={failure} />
          <LatePreview submission={submission} value={form.values.score} />
          <FormActions onCancel={onClose} loading={saving} />
        </Stack>
      </form>
      {/* The pupil's questions about this work, as the grading queue shows them: none is missed from the task's table. */}
      <Divider />
      <CommentThread submissionId={submission._id} />
    </Stack>
  );
}
