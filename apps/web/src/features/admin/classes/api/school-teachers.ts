import { usePeople } from '@/features/admin/people/api/get-people';

/** The most teachers a class's teacher picker lists (a school has tens, not hundreds). */
const PICKER_LIMIT = 100;

/** The school's active teachers, for the picker that assigns one to a class. */
export const useSchoolTeachers = () =>
  usePeople({ role: 'teacher', active: 'true', classId: '', search: '', page: 1, limit: PICKER_LIMIT });
