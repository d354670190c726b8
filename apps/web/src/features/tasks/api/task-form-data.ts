/** What the task form sends: the text fields, and a file to attach or an old one to remove. */
export interface TaskFields {
  /** The class it belongs to: required on create; on an update, sent only to move the task. */
  classId?: string;
  title: string;
  description: string;
  deadline: string;
  file?: File | null;
  removeFile?: boolean;
  /** Sent even when empty: an empty topic clears it. */
  topic?: string;
  /** ISO; empty publishes now (an edit of a scheduled task); left out, it stays as it is. */
  publishAt?: string;
}

/** The multipart body of a create or an update; an update sends only the non-empty fields (SPEC §5). */
export function toTaskFormData(values: Partial<TaskFields>): FormData {
  const form = new FormData();
  for (const key of ['classId', 'title', 'description', 'deadline'] as const) {
    const value = values[key];
    if (value) form.append(key, value);
  }
  for (const key of ['topic', 'publishAt'] as const) {
    const value = values[key];
    if (value !== undefined) form.append(key, value);
  }
  if (values.removeFile) form.append('removeFile', 'true');
  if (values.file) form.append('file', values.file);
  return form;
}
