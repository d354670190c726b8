import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The one description of every table. Timestamps are ISO 8601 UTC text on both databases,
 * so ordering, month grouping and comparison read the same SQL on SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string;
  full_name: string;
  email: string;
  password_hash: string;
  role: 'student' | 'teacher';
  /** Bumped on a password change; tokens carrying an older value are refused. */
  token_version: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface FilesTable {
  id: string;
  storage_key: string;
  original_name: string;
  mime_type: string;
  size: number;
  owner_id: string;
  created_at: string;
}

export interface TasksTable {
  id: string;
  title: string;
  description: string;
  deadline: string;
  file_id: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
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
}

export interface VideosTable {
  id: string;
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
}

export interface Database {
  users: UsersTable;
  files: FilesTable;
  tasks: TasksTable;
  submissions: SubmissionsTable;
  videos: VideosTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type FileRow = Selectable<FilesTable>;
export type NewFile = Insertable<FilesTable>;
export type TaskRow = Selectable<TasksTable>;
export type SubmissionRow = Selectable<SubmissionsTable>;
export type VideoRow = Selectable<VideosTable>;
