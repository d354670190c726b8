import {
  DEFAULT_GRADE_SCALE,
  defaultTerms,
  type School,
  type SchoolUpdateInput,
  type TeacherSignup,
} from '@sinfxona/domain/schemas/school';
import type { Db } from '../../db/database';
import { schoolTag, type Tag } from '../../plugins/read-cache-tags';

/** The school's settings row (id 1), with each unset setting at its default. */
export async function readSchool(db: Db, now = new Date()): Promise<School> {
  const row = await db.selectFrom('school_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  return {
    name: row?.name ?? '',
    address: row?.address ?? '',
    teacherSignup: await teacherSignupOf(db, row?.teacher_signup ?? null),
    gradeScale: row?.grade_scale ? JSON.parse(row.grade_scale) : DEFAULT_GRADE_SCALE,
    terms: row?.terms ? JSON.parse(row.terms) : defaultTerms(now),
  };
}

/**
 * Who may sign up as a teacher: anyone while the school has no admin (nobody could invite them:
 * the spec's /register keeps working); once an admin exists, the setting, by default by invitation.
 */
async function teacherSignupOf(db: Db, stored: TeacherSignup | null): Promise<TeacherSignup> {
  const admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
  return admin ? (stored ?? 'invite') : 'open';
}

/** Saves the settings given, leaving the others as they are. */
export async function saveSchool(db: Db, input: SchoolUpdateInput): Promise<void> {
  const now = new Date().toISOString();
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(input.teacherSignup !== undefined ? { teacher_signup: input.teacherSignup } : {}),
    ...(input.gradeScale !== undefined ? { grade_scale: JSON.stringify(input.gradeScale) } : {}),
    ...(input.terms !== undefined ? { terms: JSON.stringify(input.terms) } : {}),
    updated_at: now,
  };
  await db
    .insertInto('school_settings')
    .values({ id: 1, name: '', address: '', teacher_signup: null, grade_scale: null, terms: null, ...changes })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
    .execute();
}

/**
 * What a change of the settings makes kept answers forget: a new grade scale or new terms change
 * every mark and term figure (every kept answer carries the school's tag); the name, address and
 * sign-up rule are in none (GET /api/school is read afresh).
 */
export function tagsOfSchoolChange(input: SchoolUpdateInput): Tag[] {
  return input.gradeScale !== undefined || input.terms !== undefined ? [schoolTag] : [];
}
