import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '@sinfxona/domain/constants';

/**
 * The one description of every table. Timestamps are ISO 8601 UTC text on both databases,
 * so ordering, month grouping and comparison read the same SQL on SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string;
  full_name: string;
  /** Lower-cased; null for a pupil made from a roster without one (migration 011). */
  email: string | null;
  /** Lower-cased, unique; null for an account made at /register. */
  username: ColumnType<string | null, string | null | undefined, string | null>;
  password_hash: string;
  role: Role;
  /** Bumped on a password change; tokens carrying an older value are refused. */
  token_version: ColumnType<number, number | undefined, number>;
  /** 1 while a one-time password (an import, an admin's reset) is in use. */
  must_change_password: ColumnType<number, number | undefined, number>;
  /** 0 once an admin deactivates the account: its tokens and sign-ins are refused. */
  active: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

/** The school's settings (migration 011): one row, id 1; a null setting is its default. */
export interface SchoolSettingsTable {
  id: number;
  name: string;
  /** The address printed on login cards (where pupils sign in). */
  address: string;
  teacher_signup: 'open' | 'invite' | null;
  /** JSON: [{ mark, min }], highest mark first. */
  grade_scale: string | null;
  /** JSON: [{ name, start, end }]. */
  terms: string | null;
  updated_at: string;
}

/** A teacher's invitation to sign up (one use, until `expires_at`). */
export interface TeacherInvitationsTable {
  code: string;
  email: string | null;
  created_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
}

/** A student's invitation to a class, until they accept or decline (migration 011). */
export interface ClassInvitationsTable {
  class_id: string;
  student_id: string;
  invited_by: string;
  created_at: string;
}

/** A roster import (migration 011): its login cards, sealed, printable until `expires_at`. */
export interface RosterImportsTable {
  id: string;
  created_by: string;
  /** The class a teacher imported into; null for an admin's import. */
  class_id: string | null;
  created_at: string;
  expires_at: string;
  /** The cards (names, usernames, one-time passwords) sealed with lib/sealed.ts; null once swept. */
  cards: string | null;
}

/** What the school's administration may need to trace: refusals for lockout, role changes, resets, imports. */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  action: string;
  target: string | null;
  ip: string | null;
}

/** A sign-in (migration 009): its tokens carry its id as `sid`; ended or expired, they are refused. */
export interface SessionsTable {
  id: string;
  user_id: string;
  /** The browser and system, summarised from the User-Agent (at most 120 characters). */
  device: string;
  created_at: string;
  /** Updated at most every few minutes while the session is used. */
  last_seen_at: string;
  /** When its latest token expires. */
  expires_at: string;
  ended_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FilesTable {
  id: string;
  storage_key: string;
  original_name: string;
  mime_type: string;
  size: number;
  owner_id: string;
  created_at: string;
  /** Set when the sweep removed the bytes (the task was deleted long ago); the row stays. */
  purged_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ClassesTable {
  id: string;
  name: string;
  subject: string | null;
  /** 7 characters of JOIN_CODE_ALPHABET, unique; what students type to join. */
  join_code: string;
  /** 0 or 1: whether the code lets students join. */
  join_enabled: number;
  /** Set when the class is archived: read-only and out of the default lists. */
  archived_at: string | null;
  /** Kept in step by enrolling and removing students, and by creating, moving and deleting tasks. */
  student_count: ColumnType<number, number | undefined, number>;
  task_count: ColumnType<number, number | undefined, number>;
  /** Late policy: percent off per day late, the lowest score it brings work to, days until hand-ins are refused (null: never). */
  late_penalty_per_day: ColumnType<number, number | undefined, number>;
  late_penalty_floor: ColumnType<number, number | undefined, number>;
  late_cutoff_days: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0 or 1: whether guardians read the teacher's written feedback on their child's work. */
  guardians_see_feedback: ColumnType<number, number | undefined, number>;
  /** 0 or 1: whether the class's stream takes comments at all (each post has its own switch too). */
  stream_comments: ColumnType<number, number | undefined, number>;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface ClassTeachersTable {
  class_id: string;
  teacher_id: string;
  added_at: string;
}

export interface EnrolmentsTable {
  class_id: string;
  student_id: string;
  enrolled_at: string;
  /** The student's name, copied for the roster's name-order index; follows renames by trigger (migration 008). */
  student_name: string;
}

export interface TasksTable {
  id: string;
  class_id: string;
  title: string;
  description: string;
  deadline: string;
  file_id: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Scheduled publishing and topic (migration 022): hidden from all but its teachers until `publish_at`. */
  publish_at: ColumnType<string | null, string | null | undefined, string | null>;
  topic: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 until the publication round has announced and counted a scheduled task. */
  publish_pending: ColumnType<number, number | undefined, number>;
  /** Counted work (latest, visible, not returned) and its figures, kept by triggers (migration 007); never written here. */
  handed_in: ColumnType<number, never, never>;
  graded: ColumnType<number, never, never>;
  scored: ColumnType<number, never, never>;
  score_sum: ColumnType<number, never, never>;
}

/** Counted work of a task per calendar month (UTC) of handing in and of grading, kept by the same triggers. */
export interface TaskActivityTable {
  task_id: string;
  month: string;
  submitted: number;
  graded: number;
}

export interface SubmissionsTable {
  id: string;
  task_id: string;
  student_id: string;
  file_id: string;
  text_response: string | null;
  submitted_at: string;
  /** 0 or 1: submitted after the deadline. */
  is_late: number;
  score: number | null;
  feedback: string | null;
  graded_at: string | null;
  graded_by: string | null;
  /** 1, 2, …: a returned submission is followed by a new attempt; earlier ones are kept. */
  attempt: ColumnType<number, number | undefined, number>;
  /** 1 on the student's latest attempt at the task, the one every list and figure reads. */
  is_latest: ColumnType<number, number | undefined, number>;
  status: ColumnType<SubmissionStatus, SubmissionStatus | undefined, SubmissionStatus>;
  returned_at: ColumnType<string | null, string | null | undefined, string | null>;
  returned_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The task's class, kept with the work so a class's lists read one index. */
  class_id: string;
  /** 1 while the task is live and the student in its class: what lists and figures show. */
  visible: ColumnType<number, number | undefined, number>;
  /** JSON of RubricResult (domain rules/rubric.ts) when graded by the task's rubric. */
  rubric_result: ColumnType<string | null, string | null | undefined, string | null>;
  /** The score before the class's late penalty, and the points it took; null when none applied. */
  raw_score: ColumnType<number | null, number | null | undefined, number | null>;
  late_penalty: ColumnType<number | null, number | null | undefined, number | null>;
  /** Whole days late by the school's time zone, counted at hand-in (0 when on time). */
  days_late: ColumnType<number, number | undefined, number>;
  /** 1 while the teacher holds the grade back from the student. */
  grade_held: ColumnType<number, number | undefined, number>;
}

export type SubmissionStatus = 'submitted' | 'graded' | 'returned';

/** A later deadline for one student on one task. */
export interface TaskExtensionsTable {
  task_id: string;
  student_id: string;
  deadline: string;
  granted_by: string;
  granted_at: string;
}

/** A student's missing work their teacher excused (migration 012): left out of their averages. */
export interface TaskExcusalsTable {
  task_id: string;
  student_id: string;
  excused_by: string;
  excused_at: string;
}

/** Private messages between a student and their class's teachers about one piece of work. */
export interface SubmissionCommentsTable {
  id: string;
  submission_id: string;
  author_id: string;
  text: string;
  created_at: string;
}

/** One event for one recipient (migration 013): its words come from `type` and `params` (JSON) in the reader's language. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  params: string;
  url: string;
  created_at: string;
  read_at: string | null;
}

/** One delivery of a notification on an external channel: unique per (event, recipient, channel). */
export interface NotificationOutboxTable {
  id: string;
  notification_id: string;
  channel: string;
  idempotency_key: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  /** While `sending`: the claimer's lease; past it the row is claimable again (migration 019). */
  claimed_until: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** pending → sending → sent; held (quiet hours) and failed retries wait as pending/held; skipped: not to send; dead: gave up. */
export type OutboxStatus = 'pending' | 'held' | 'sending' | 'sent' | 'skipped' | 'dead';

/** How a user is reached outside the app (migration 019); no row: in the app only, in the school's language. */
export interface NotificationContactsTable {
  user_id: string;
  language: string | null;
  telegram_chat_id: string | null;
  telegram_linked_at: string | null;
  updated_at: string;
}

/** A one-use Telegram deep-link token (sha256 of it), valid until `expires_at`. */
export interface TelegramLinkTokensTable {
  token_hash: string;
  user_id: string;
  language: string;
  expires_at: string;
  used_at: string | null;
}

/** A browser's Web Push subscription. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** A deadline_soon reminder sent: once per task and student. */
export interface DeadlineRemindersTable {
  task_id: string;
  student_id: string;
  sent_at: string;
}

/** A guardian's weekly digest about a child, sent for the week starting `week` (YYYY-MM-DD, school time). */
export interface GuardianDigestsTable {
  guardian_id: string;
  student_id: string;
  week: string;
  sent_at: string;
}

/** Guardians told their child's work is missing after its deadline: once per task and child. */
export interface MissingNoticesTable {
  task_id: string;
  student_id: string;
  sent_at: string;
}

/** Work one instance does at a time (Telegram long polling): its holder until `until`. */
export interface NotificationLeasesTable {
  name: string;
  holder: string;
  until: string;
}

/** A user's notification preferences (JSON); no row: the defaults. */
export interface NotificationPreferencesTable {
  user_id: string;
  preferences: string;
  updated_at: string;
}

export interface VideosTable {
  id: string;
  class_id: string;
  title: string;
  description: string;
  url: string;
  youtube_id: string;
  thumbnail: string | null;
  duration: number | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Scheduled publishing and topic (migration 022). */
  publish_at: ColumnType<string | null, string | null | undefined, string | null>;
  topic: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 until the publication round has run for a scheduled video (its class's kept reads forgotten). */
  publish_pending: ColumnType<number, number | undefined, number>;
}

/** A task's rubric: criteria × levels × points (JSON of RubricCriterion[]). */
export interface TaskRubricsTable {
  task_id: string;
  criteria: string;
  max_points: number;
  updated_by: string;
  updated_at: string;
}

/** A teacher's saved feedback comment, shared with one class's co-teachers when class_id is set. */
export interface CommentBankTable {
  id: string;
  owner_id: string;
  class_id: string | null;
  text: string;
  use_count: ColumnType<number, number | undefined, number>;
  last_used_at: string | null;
  created_at: string;
}

/** A guardian (parent) linked to a student, their child (migration 020). */
export interface GuardianLinksTable {
  guardian_id: string;
  student_id: string;
  created_at: string;
}

/** A student's one-use code for a guardian to link with, until `expires_at`; `used_at` once used. */
export interface GuardianCodesTable {
  code: string;
  student_id: string;
  created_by: string;
  expires_at: string;
  used_at: string | null;
}

/** A teacher's announcement in a class's stream (migration 021); booleans as 0/1. */
export interface ClassPostsTable {
  id: string;
  class_id: string;
  author_id: string;
  text: string;
  pinned: number;
  comments_enabled: number;
  /** Set while (and after) a scheduled post waits for its time; null when posted at once. */
  publish_at: string | null;
  /** When it appears: its publish time, else when it was made. */
  posted_at: string;
  /** When the class was notified of it; null until then. */
  announced_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A comment under a class post. */
export interface ClassPostCommentsTable {
  id: string;
  post_id: string;
  author_id: string;
  text: string;
  created_at: string;
}

/** A user's private calendar feed (migration 023): the sha256 of its token, never the token. */
export interface CalendarFeedsTable {
  user_id: string;
  /** Random; the token is an HMAC of it under the server's secret (modules/calendar/feed-token.ts). */
  nonce: string;
  token_hash: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  classes: ClassesTable;
  class_teachers: ClassTeachersTable;
  enrolments: EnrolmentsTable;
  task_extensions: TaskExtensionsTable;
  task_excusals: TaskExcusalsTable;
  submission_comments: SubmissionCommentsTable;
  files: FilesTable;
  tasks: TasksTable;
  task_activity: TaskActivityTable;
  submissions: SubmissionsTable;
  videos: VideosTable;
  sessions: SessionsTable;
  school_settings: SchoolSettingsTable;
  teacher_invitations: TeacherInvitationsTable;
  audit_log: AuditLogTable;
  roster_imports: RosterImportsTable;
  class_invitations: ClassInvitationsTable;
  notifications: NotificationsTable;
  notification_outbox: NotificationOutboxTable;
  notification_preferences: NotificationPreferencesTable;
  notification_contacts: NotificationContactsTable;
  telegram_link_tokens: TelegramLinkTokensTable;
  push_subscriptions: PushSubscriptionsTable;
  deadline_reminders: DeadlineRemindersTable;
  notification_leases: NotificationLeasesTable;
  task_rubrics: TaskRubricsTable;
  comment_bank: CommentBankTable;
  guardian_links: GuardianLinksTable;
  guardian_codes: GuardianCodesTable;
  guardian_digests: GuardianDigestsTable;
  missing_notices: MissingNoticesTable;
  class_posts: ClassPostsTable;
  class_post_comments: ClassPostCommentsTable;
  calendar_feeds: CalendarFeedsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type FileRow = Selectable<FilesTable>;
export type NewFile = Insertable<FilesTable>;
export type VideoRow = Selectable<VideosTable>;
export type ClassRow = Selectable<ClassesTable>;
