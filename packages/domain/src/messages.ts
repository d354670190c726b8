import type { Language } from './constants';
import { ru } from './messages-ru';
import { messagesUz as uz, type MessageKey } from './messages-uz';
import { messageCyrillicOverrides } from './messages-uz-cyrl';
import { cyrillicCatalogue } from './rules/uz-cyrillic';

export type { MessageKey };

/**
 * Messages shared by the server (error envelopes) and the web app (form errors).
 * Where docs/spec.md quotes a message in Uzbek it is the `uz` text verbatim; where it quotes English, the `en` text.
 * A new key needs its `uz` and `en` text here and its Russian in messages-ru.ts; the Cyrillic
 * Uzbek is generated from `uz` (rules/uz-cyrillic.ts, overrides in messages-uz-cyrl.ts).
 */
const en: Record<MessageKey, string> = {
  required: 'This field is required',
  invalidType: 'The value has the wrong type',
  tooLong: 'The text is too long',
  fullNameRequired: 'Full name is required',
  fullNameCharacters: 'Full name must not contain invisible or control characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  roleInvalid: 'Choose a role: student or teacher',
  currentPasswordRequired: 'Enter your current password to set a new one',
  currentPasswordForEmail: 'Enter your current password to change your email',
  titleRequired: 'Title is required',
  titleMin: 'Title must be at least 3 characters',
  descriptionRequired: 'Description is required',
  descriptionMin: 'Description must be at least 10 characters',
  deadlineRequired: 'Deadline is required',
  deadlineInvalid: 'The deadline is not a valid date',
  deadlineFuture: 'Deadline must be in the future',
  fileRequired: 'Please choose a file',
  fileTooLarge: 'File size must not exceed 10MB',
  fileTypeUnsupported: 'This file type is not supported',
  scoreRequired: 'Score is required',
  scoreRange: 'Score must be a number from 0 to 100',
  urlRequired: 'URL is required',
  noVideoUrl: 'No video URL provided',
  invalidUrl: 'Invalid URL',
  invalidYouTubeUrl: 'Invalid YouTube URL format',
  thumbnailInvalid: 'The thumbnail URL is not valid',
  durationMin: 'Duration must be at least 1 second',
  topicRequired: 'Topic is required',
  difficultyRequired: 'Please select difficulty level',
  questionRequired: 'Please enter a question',
  questionTooLong: 'The question must be at most 2000 characters',
  pageInvalid: 'Invalid page number',
  idInvalid: 'Invalid identifier',
  statusInvalid: 'Invalid status value',
  validationFailed: 'Some fields are not valid',
  malformedJson: 'The request body is not valid JSON',
  malformedMultipart: 'The form arrived broken or incomplete. Please send it again',
  urlTooLong: 'The address is too long',
  bodyTooLarge: 'The request is too large',
  unsupportedMediaType: 'This request format is not supported',
  unauthenticated: 'Please sign in first',
  tokenInvalid: 'Your session has expired, please sign in again',
  forbidden: 'You are not allowed to do this',
  routeNotFound: 'Page not found',
  notFound: 'Not found',
  userNotFound: 'User not found',
  taskNotFound: 'Task not found',
  submissionNotFound: 'Submission not found',
  videoNotFound: 'Video not found',
  sessionNotFound: 'Session not found',
  fileNotFound: 'File not found',
  fileLinkInvalid: 'The file link is invalid or has expired',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Wrong email or password',
  currentPasswordWrong: 'The current password is wrong',
  inviteCodeInvalid: 'The teacher invite code is wrong',
  submissionExists: 'You have already submitted this task',
  rateLimited: 'Too many attempts. Please try again a little later',
  signInLockedSeconds: 'Too many wrong passwords. Try again in {{count}} seconds',
  signInLockedMinutes: 'Too many wrong passwords. Try again in {{count}} minutes',
  internal: 'Something went wrong on the server. Please try again later',
  aiInvalidResponse: 'Invalid response from AI service',
  aiFailed: 'Failed to get AI response',
  aiGenerateFailed: 'Failed to generate task',
  registered: 'Registration successful',
  loggedIn: 'Signed in',
  loggedOut: 'Signed out',
  sessionEnded: 'Session ended',
  profileUpdated: 'Profile updated',
  taskCreated: 'Task created',
  taskUpdated: 'Task updated',
  taskDeleted: 'Task deleted',
  submissionCreated: 'Submission sent',
  submissionGraded: 'Submission graded',
  videoCreated: 'Video added',
  videoUpdated: 'Video updated',
  videoDeleted: 'Video deleted',
  csvStudent: 'Student',
  csvEmail: 'Email',
  csvAverage: 'Average score',
  csvCompletion: 'Completion %',
  csvNotGraded: 'not graded',
  csvSubmitted: 'Submitted',
  csvLate: 'Late',
  csvScore: 'Score',
  csvFeedback: 'Feedback',
  csvYes: 'yes',
  returnFeedbackRequired: 'Write what needs changing before you return the work',
  feedbackTooLong: 'Feedback must be at most 2000 characters',
  commentRequired: 'Write the comment first',
  commentTooLong: 'A comment must be at most 2000 characters',
  extensionAfterDeadline: "The new deadline must be after the task's deadline",
  extensionNotFound: 'This student has no extension',
  notLatestAttempt: 'Only the latest attempt can be returned',
  submissionReturned: 'Returned for revision',
  extensionGranted: 'Extension given',
  extensionRemoved: 'Extension removed',
  commentAdded: 'Comment added',
  commentThreadFull: 'This conversation is full ({{max}} comments): say it in class or another way',
  csvReturned: 'returned',
  classNameRequired: 'Class name is required',
  classNameMin: 'Class name must be at least 2 characters',
  classNameMax: 'Class name must be at most 80 characters',
  subjectMax: 'Subject must be at most 80 characters',
  classRequired: 'Choose a class',
  classNotFound: 'Class not found',
  classArchived: 'This class is archived: nothing new can be added to it',
  joinCodeRequired: 'Enter the class code',
  joinCodeInvalid: 'No open class has this code. Ask your teacher for the code again',
  studentEmailNotStudent: 'This email belongs to a teacher: only students can be added to a class',
  teacherEmailNotTeacher: 'This email belongs to a student: only teachers can co-teach',
  lastTeacher: 'A class must keep at least one teacher',
  studentNotInClass: 'This student is not in the class',
  teacherNotInClass: 'This teacher does not teach the class',
  classCreated: 'Class created',
  classUpdated: 'Class updated',
  classJoined: 'You joined the class',
  joinCodeRenewed: 'A new code was made',
  studentAdded: 'Student added to the class',
  studentRemoved: 'Student removed from the class',
  teacherAdded: 'Teacher added to the class',
  teacherRemoved: 'Teacher removed from the class',
  rosterUnreadable: 'The file could not be read: upload an XLSX or CSV file',
  rosterNotUtf8: 'Save the CSV file in UTF-8',
  rosterHeaderMissing: 'The first row must have the columns {{columns}}',
  rosterTooManyRows: 'The file has more than {{max}} rows',
  loginRequired: 'Enter your email or username',
  loginInvalid: 'Enter a valid email or username',
  accountInactive: "This account has been deactivated: ask your school's administration",
  passwordChangeRequired: 'Set a new password to continue',
  usernameInvalid: 'A username is 3–32 characters: Latin letters, digits, dot, _ or -',
  usernameTaken: 'This username is already taken',
};

export const messages: Record<Language, Record<MessageKey, string>> = {
  uz,
  'uz-Cyrl': cyrillicCatalogue(uz, messageCyrillicOverrides),
  ru,
  en,
};

/** The Latin Uzbek messages, the source of the Cyrillic ones. */
export const latinMessages: Record<MessageKey, string> = uz;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(uz, value);
}

/**
 * Translates a key, filling `{{name}}` from `params` (the same syntax i18next uses in the web app);
 * an unknown key falls back to the generic validation message.
 */
export function translate(key: string, language: Language, params?: Record<string, string | number>): string {
  const text = isMessageKey(key) ? messages[language][key] : messages[language].validationFailed;
  return params ? text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(params[name] ?? match)) : text;
}
