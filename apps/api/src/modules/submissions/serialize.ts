import type { Progress, Submission } from '@sinfxona/domain/schemas/submissions';
import { completionPercentage, roundAverage } from '@sinfxona/domain/rules/progress';
import type { UrlSigner } from '../../storage/url-signer';
import type { SubmissionDetailRow } from './repository';

/** Both shapes the client reads (SPEC §3): ids as objects and as flat names. */
export function toSubmission(row: SubmissionDetailRow, signer: UrlSigner): Submission {
  const score = row.score === null ? null : Number(row.score);
  return {
    _id: row.id,
    id: row.id,
    taskId: { _id: row.task_id, title: row.task_title },
    taskTitle: row.task_title,
    taskDeadline: row.task_deadline,
    studentId: { _id: row.student_id, fullName: row.student_name },
    studentName: row.student_name,
    fileUrl: signer.sign(row.file_id),
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    textResponse: row.text_response,
    createdAt: row.submitted_at,
    submittedAt: row.submitted_at,
    isLate: Boolean(Number(row.is_late)),
    isGraded: row.graded_at !== null,
    score,
    feedback: row.feedback,
    gradedAt: row.graded_at,
  };
}

export function toProgress(counts: { totalTasks: number; submitted: number; graded: number; average: number | null }): Progress {
  return {
    totalTasks: counts.totalTasks,
    submittedTasks: counts.submitted,
    gradedTasks: counts.graded,
    pendingGrades: counts.submitted - counts.graded,
    averageScore: roundAverage(counts.average),
    completionPercentage: completionPercentage(counts.submitted, counts.totalTasks),
  };
}
