import { useQuery } from '@tanstack/react-query';
import type { LatePolicyAnswer } from '@sinfxona/domain/schemas/late';
import { classKeys } from '@/shared/api/query-keys';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';

export type LatePolicy = LatePolicyAnswer;

/** Under the class's key, so saving the class's policy reads it again. */
export const latePolicyKey = (classId: string) => [...classKeys.detail(classId), 'late-policy'] as const;

/** A class's late policy: its teachers and students read it. */
export const latePolicyRead = (classId: string): Read => ({ url: `/api/classes/${classId}/late-policy` });

export const useLatePolicy = (classId: string | undefined) =>
  useQuery({
    ...readQuery(latePolicyKey(classId ?? ''), latePolicyRead(classId ?? ''), {
      pick: (data: { latePolicy: LatePolicy }) => data.latePolicy,
    }),
    enabled: Boolean(classId),
  });
