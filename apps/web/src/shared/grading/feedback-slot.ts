import { createContext, type ComponentType, type FocusEventHandler, type ReactNode } from 'react';
import type { FeedbackDraft } from '@sinfxona/domain/schemas/comment-bank';
/** What a feedback field of a grading form takes: Mantine form's input props, and the work it is about. */
export interface FeedbackFieldProps {
  label: string;
  description?: string;
  required?: boolean;
  maxLength?: number;
  /** Focused when its dialog opens. */
  autoFocus?: boolean;
  value?: string;
  /** The new text (a Mantine form's `onChange` takes a value as well as an event). */
  onChange: (value: any) => void;
  onFocus?: FocusEventHandler;
  onBlur?: FocusEventHandler;
  error?: ReactNode;
  /** The class of the work: a comment saved from here may be shared with its teachers. */
  classId: string;
  /** The work graded, when a draft may be asked of the AI for it. */
  submissionId?: string;
  /** An AI draft was accepted into the field: its suggested rubric levels, for a rubric panel. */
  onDraft?: (draft: FeedbackDraft) => void;
}

/**
 * The grading forms' feedback field is the comment bank's feedback box (features/comment-bank),
 * which the app puts here (app/providers.tsx), lazily: a feature does not import another, and the
 * app's start carries no more than this context.
 */
export const FeedbackFieldContext = createContext<ComponentType<FeedbackFieldProps> | null>(null);
export const FeedbackFieldProvider = FeedbackFieldContext.Provider;
