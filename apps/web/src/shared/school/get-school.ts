import { useQuery } from '@tanstack/react-query';
import { DEFAULT_GRADE_SCALE } from '@sinfxona/domain/rules/marks';
import type { GradeScale, School } from '@sinfxona/domain/schemas/school';
import type { Read } from '@/shared/api/read';
import { readQuery } from '@/shared/api/read-query';
import { schoolKeys } from '@/shared/api/query-keys';

/**
 * The school's settings (docs/architecture.md §4 "The school", "Marks and terms"): its grade scale
 * colours every mark and gives the grade dialog its live mark, its terms fill every term picker.
 * Read once per sitting (an admin's change refreshes it through the same key), so it lives in shared/.
 */
export const schoolRead: Read = { url: '/api/school' };

export const schoolQuery = () =>
  readQuery(schoolKeys.all, schoolRead, {
    pick: (data: { school: School }) => data.school,
    staleTime: Infinity,
  });

export const useSchool = () => useQuery(schoolQuery());

/** The school's grade scale; the contract's default until (or unless) the school's answer is here. */
export function useGradeScale(): GradeScale {
  return useSchool().data?.gradeScale ?? DEFAULT_GRADE_SCALE;
}
