import { useQuery } from '@tanstack/react-query';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { submissionKeys } from '@/shared/api/query-keys';
import type { SubmissionPage } from './submission-page';

/** The signed-in student's submissions, newest first: of one class, or of all their classes. */
export const mySubmissionsRead = (classId?: string): Read => ({
  url: '/api/submissions/my',
  params: { limit: 100, classId },
});

export const mySubmissionsQuery = (classId?: string) =>
  readQuery<SubmissionPage>(submissionKeys.mine(classId), mySubmissionsRead(classId));

export const useMySubmissions = (classId?: string) => useQuery(mySubmissionsQuery(classId));
