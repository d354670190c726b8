import { Textarea } from '@mantine/core';
import { createElement, Suspense, useContext } from 'react';
import { FeedbackFieldContext, type FeedbackFieldProps } from './feedback-slot';

export type { FeedbackFieldProps } from './feedback-slot';

/** A plain feedback text area: what shows without the bank, and while its code loads. */
export function PlainFeedbackField({
  classId: _classId,
  submissionId: _submissionId,
  onDraft: _onDraft,
  autoFocus,
  value,
  onChange,
  ...props
}: FeedbackFieldProps) {
  return (
    <Textarea
      autosize
      minRows={3}
      data-autofocus={autoFocus || undefined}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}

/** The feedback field of a grading form: the comment bank's box when the app gives one (a plain text area while it loads). */
export function FeedbackField(props: FeedbackFieldProps) {
  // The context holds one component for the app's life (app/providers.tsx): it is not made here.
  const box = useContext(FeedbackFieldContext) ?? PlainFeedbackField;
  return <Suspense fallback={<PlainFeedbackField {...props} />}>{createElement(box, props)}</Suspense>;
}
