/** Business constants and limits (SPEC §9, ARCHITECTURE §4). One definition for server and client. */

export const ROLES = ['student', 'teacher'] as const;
export type Role = (typeof ROLES)[number];

export const LANGUAGES = ['uz', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uz';

export const HTTP_TIMEOUT_MS = 30_000;
export const TOKEN_STORAGE_KEY = 'token';
export const LANGUAGE_STORAGE_KEY = 'lang';

export const TOAST_DEFAULT_DURATION_MS = 5_000;
export const TOAST_DEFAULT_TYPE = 'info';
export const LIST_CACHE_MS = 5 * 60 * 1000;
export const SUCCESS_DIALOG_CLOSE_MS = 1_500;
export const COPY_CONFIRMATION_MS = 3_000;

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

export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
/** Score colour thresholds, highest first. */
export const SCORE_THRESHOLDS = { green: 90, blue: 80, yellow: 70 } as const;

export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The MIME types SPEC §5 accepts for task and submission files. */
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
/** The `accept` attribute of file inputs: images, .pdf, .doc and .docx. */
export const FILE_INPUT_ACCEPT = 'image/*,.pdf,.doc,.docx';
export const ALLOWED_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx'] as const;

export const PAGE_DEFAULT = 1;
export const LIMIT_DEFAULT = 10;
export const LIMIT_MAX = 100;
export const RECENT_SUBMISSIONS_DEFAULT = 5;

export const MOBILE_BREAKPOINT_PX = 1024;
export const SIDEBAR_OPEN_PX = 240;
export const SIDEBAR_COLLAPSED_PX = 60;
export const SIDEBAR_MOBILE_VW = 70;

export const LANDING_STATS = { lessons: 25, teachers: 8, students: 150, videos: 45 } as const;

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** Teacher dashboard figures (ARCHITECTURE §4). */
export const TASK_COMPLETION_TASKS = 10;
export const MONTHLY_ACTIVITY_MONTHS = 6;

/** A signed file link stays valid this long. */
export const FILE_URL_TTL_SECONDS = 60 * 60;
