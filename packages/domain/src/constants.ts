/** Business constants and limits (docs/spec.md §9, docs/architecture.md §4). One definition for server and client. */

/** Every role an account may have (docs/architecture.md §4 "The school"). */
export const ROLES = ['student', 'teacher', 'admin', 'guardian'] as const;
export type Role = (typeof ROLES)[number];
/** The roles one may sign up for at /register (a guardian links their children afterwards; an admin is made by `npm run admin:create` or another admin). */
export const SIGNUP_ROLES = ['student', 'teacher', 'guardian'] as const;
/** A username: 3–32 of a-z, 0-9, `.`, `_`, `-` (pupils made from a roster sign in with one). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;

/** Uzbek in Latin (the default) and in Cyrillic script, Russian, English: BCP 47 tags, as in `<html lang>`. */
export const LANGUAGES = ['uz', 'uz-Cyrl', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uz';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const TITLE_MIN = 3;
export const TITLE_MAX = 200;
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 10_000;
export const FEEDBACK_MAX = 5_000;
export const TEXT_RESPONSE_MAX = 10_000;
export const AI_QUESTION_MAX = 2_000;
/** A comment bank entry's text (issue 29). */
export const BANK_COMMENT_MAX = 2_000;

export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
/** Score colour thresholds, highest first. */
export const SCORE_THRESHOLDS = { green: 90, blue: 80, yellow: 70 } as const;

export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Photos of notebook pages handed in at once (JPEG or PNG, FILE_MAX_BYTES together), combined into one PDF. */
export const PHOTOS_MAX = 10;
/** The longest side a photo is shrunk to in the browser before upload. */
export const PHOTO_LONGEST_SIDE = 2000;
/** The MIME types docs/spec.md §5 accepts for task and submission files. */
export const ALLOWED_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type AllowedFileType = (typeof ALLOWED_FILE_TYPES)[number];
export const ALLOWED_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx'] as const;

export const PAGE_DEFAULT = 1;
export const LIMIT_DEFAULT = 10;
export const LIMIT_MAX = 100;
export const RECENT_SUBMISSIONS_DEFAULT = 5;

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** Teacher dashboard figures (docs/architecture.md §4). */
export const TASK_COMPLETION_TASKS = 10;
export const MONTHLY_ACTIVITY_MONTHS = 6;

/** A signed file link stays valid this long. */
export const FILE_URL_TTL_SECONDS = 60 * 60;

/** Classes (docs/architecture.md §4 "Classes"): join codes are 7 characters with no look-alikes (0/O, 1/I). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 7;
export const CLASS_NAME_MIN = 2;
export const CLASS_NAME_MAX = 80;
export const CLASS_SUBJECT_MAX = 80;
/** The class an upgrade moves every existing task, video, teacher and student into. */
export const UPGRADE_CLASS_NAME = 'Umumiy sinf';

/** Return for revision and private comments (issue "Teaching workflow"). */
export const RETURN_FEEDBACK_MAX = 2_000;
export const COMMENT_MAX = 2_000;
/**
 * Comments one thread (a student's work at a task) may hold: plenty for a conversation about one
 * piece of work, and the whole thread still fits one page of the list (LIMIT_MAX), which the web
 * app asks for. Kept small so no one can grow a thread, and its answer, without end.
 */
export const COMMENT_THREAD_MAX = 100;
export const SUBMISSION_STATUSES = ['submitted', 'graded', 'returned'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Rubrics: criteria × levels × points (issue 29). */
export const RUBRIC_CRITERIA_MAX = 12;
export const RUBRIC_LEVELS_MAX = 6;
export const RUBRIC_POINTS_MAX = 100;
export const RUBRIC_TEXT_MAX = 500;
export const RUBRIC_COMMENT_MAX = 1_000;
