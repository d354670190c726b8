import type { Task } from '@sinfxona/domain/schemas/tasks';
import type { UrlSigner } from '../../storage/url-signer';
import type { TaskDetailRow } from './task-rows';

export function toTask(row: TaskDetailRow, signer: UrlSigner): Task {
  return {
    _id: row.id,
    classId: row.class_id,
    className: row.class_name,
    title: row.title,
    description: row.description,
    deadline: row.deadline,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    file: row.file_id
      ? {
          fileName: row.file_name ?? 'file',
          fileSize: Number(row.file_size ?? 0),
          fileUrl: signer.sign(row.file_id),
          mimeType: row.file_mime ?? 'application/octet-stream',
        }
      : null,
    createdBy: { _id: row.created_by, fullName: row.author_name },
    topic: row.topic ?? null,
    publishAt: row.publish_at ?? null,
  };
}
