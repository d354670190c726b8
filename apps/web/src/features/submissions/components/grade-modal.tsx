import { Alert, Divider, NumberInput, Stack, Text } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RubricChoice } from '@sinfxona/domain/rules/rubric';
import type { FeedbackDraft } from '@sinfxona/domain/schemas/comment-bank';
import { gradeInput, type Submission } from '@sinfxona/domain/schemas/submissions';
import { errorMessage } from '@/shared/api/client';
import { FeedbackField } from '@/shared/grading/feedback-field';
import { SUCCESS_DIALOG_CLOSE_MS } from '@/shared/config/ui';
import { zodValidate } from '@/shared/ui/zod-form';
import { useGradeSubmission } from '@/features/submissions/api/grade-submission';
import { FormActions, FormFailure } from '@/shared/ui/form-parts';
import { Dialog } from '@/shared/ui/dialog';
import { LiveMark } from '@/shared/ui/live-mark';
import { CommentThread } from './comment-thread';
import { RubricGrading } from '@/shared/rubrics/rubric-grading';
import { GradeBreakdown } from '@/shared/late/grade-breakdown';
import { HoldGradeSwitch } from '@/shared/late/hold-grade-switch';
import { LatePreview } from '@/shared/late/late-preview';

type GradeValues = { score: number | string; feedback: string; rubric?: RubricChoice[]; hold: boolean };

/**
 * A grade form's state: score 0–100 (required) and feedback, checked by the shared schema; `save`
 * sends it and hands the graded submission to `onSaved`, or sets `failure` to the server's message.
 */
export function useGradeForm(submission: Submission, onSaved: (graded: Submission) => void) {
  const { t } = useTranslation();
  const grade = useGradeSubmission();
  const [failure, setFailure] = useState<string | null>(null);
  // The levels an accepted AI draft suggests, handed to the rubric panel (the teacher may change them).
  const [suggested, setSuggested] = useState<RubricChoice[] | null>(null);
  const onDraft = (draft: FeedbackDraft) => {
    if (draft.rubric?.length)
      setSuggested(draft.rubric.map(({ criterionId, levelId, comment }) => ({ criterionId, levelId, comment })));
  };
  const form = useForm<GradeValues>({
    initialValues: {
      score: submission.rawScore ?? submission.score ?? '',
      feedback: submission.feedback ?? '',
      rubric: undefined,
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
      const score = values.score === '' ? undefined : Number(values.score);
      onSaved(
        await grade.mutateAsync({
          id: submission._id,
          score,
          feedback: values.feedback,
          rubric: values.rubric,
          hold: values.hold,
        }),
      );
    } catch (error) {
      setFailure(errorMessage(error, t('grading.failed')));
    }
  });
  return { form, save, failure, saving: grade.isPending, suggested, onDraft };
}

/**
 * The score and feedback fields (the mark the score earns shown as it is typed), with the server's
 * refusal above them; the feedback box has the comment bank and the AI draft of this work.
 */
export function GradeFields({
  form,
  failure,
  submission,
  onDraft,
}: {
  form: UseFormReturnType<GradeValues>;
  failure: string | null;
  submission: Pick<Submission, '_id' | 'classId'>;
  onDraft?: (draft: FeedbackDraft) => void;
}) {
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
      <FeedbackField
        label={t('grading.feedback')}
        classId={submission.classId}
        submissionId={submission._id}
        onDraft={onDraft}
        {...form.getInputProps('feedback')}
      />
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
  const { form, save, failure, saving, suggested, onDraft } = useGradeForm(submission, () => setDone(true));

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
          <RubricGrading
            taskId={submission.taskId._id}
            form={form}
            initial={submission.rubricResult}
            suggested={suggested}
          />
          <GradeBreakdown submission={submission} />
          <GradeFields form={form} failure={failure} submission={submission} onDraft={onDraft} />
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
