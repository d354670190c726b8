import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RETURN_FEEDBACK_MAX } from '@sinfxona/domain/constants';
import { returnInput, type Submission } from '@sinfxona/domain/schemas/submissions';
import { errorMessage } from '@/shared/api/client';
import { FeedbackField } from '@/shared/grading/feedback-field';
import { toast } from '@/shared/ui/toast';
import { zodValidate } from '@/shared/ui/zod-form';
import { useReturnSubmission } from '@/features/submissions/api/return-submission';
import { FormActions, FormFailure } from '@/shared/ui/form-parts';
import { Dialog } from '@/shared/ui/dialog';

/** Sends work back for revision: the feedback (required) tells the student what to change. */
export function ReturnForm({
  submission,
  onReturned,
  onCancel,
}: {
  submission: Submission;
  onReturned: (returned: Submission) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const send = useReturnSubmission();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { feedback: '' }, validate: zodValidate(returnInput) });
  const submit = form.onSubmit(async ({ feedback }) => {
    setFailure(null);
    try {
      const returned = await send.mutateAsync({ id: submission._id, feedback });
      toast(t('workflow.returned'), { type: 'success' });
      onReturned(returned);
    } catch (error) {
      setFailure(errorMessage(error, t('workflow.returnFailed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormFailure message={failure} />
        <FeedbackField
          label={t('workflow.returnFeedback')}
          description={t('workflow.returnHint')}
          required
          maxLength={RETURN_FEEDBACK_MAX}
          autoFocus
          classId={submission.classId}
          {...form.getInputProps('feedback')}
        />
        <FormActions
          onCancel={onCancel}
          submitLabel={t('workflow.returnAction')}
          color="orange"
          loading={send.isPending}
        />
      </Stack>
    </form>
  );
}

/** The return form in a dialog, for the submissions table. */
export function ReturnModal({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={submission !== null}
      onClose={onClose}
      title={submission ? t('workflow.returnTitle', { name: submission.studentName }) : ''}
      centered
    >
      {submission && (
        <ReturnForm key={submission._id} submission={submission} onReturned={onClose} onCancel={onClose} />
      )}
    </Dialog>
  );
}
