import { useQuery } from '@tanstack/react-query';
import type { SchoolStats } from '@sinfxona/domain/schemas/admin';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { adminKeys } from '@/features/admin/admin-keys';

export const schoolStatsRead = (): Read => ({ url: '/api/admin/stats' });

/** The school's figures (GET /api/admin/stats): counted afresh on each visit to the dashboard. */
export const schoolStatsQuery = () =>
  readQuery(adminKeys.stats(), schoolStatsRead(), { pick: (data: { stats: SchoolStats }) => data.stats });

export const useSchoolStats = () => useQuery(schoolStatsQuery());
