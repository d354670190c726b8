import type { LatePolicyAnswer, LatePolicyInput } from '@sinfxona/domain/schemas/late';
import type { Db } from '../../db/database';
import type { ClassRow } from '../../db/schema';

/** A class row's late policy in the client's shape. */
export function toLatePolicy(
  row: Pick<ClassRow, 'late_penalty_per_day' | 'late_penalty_floor' | 'late_cutoff_days'>,
): LatePolicyAnswer {
  return {
    perDayPercent: Number(row.late_penalty_per_day ?? 0),
    floor: Number(row.late_penalty_floor ?? 0),
    cutoffDays:
      row.late_cutoff_days === null || row.late_cutoff_days === undefined ? null : Number(row.late_cutoff_days),
  };
}

export async function updateLatePolicy(db: Db, classId: string, policy: LatePolicyInput): Promise<void> {
  await db
    .updateTable('classes')
    .set({
      late_penalty_per_day: policy.perDayPercent,
      late_penalty_floor: policy.floor,
      late_cutoff_days: policy.cutoffDays,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', classId)
    .execute();
}
