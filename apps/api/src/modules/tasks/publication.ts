import type { Db } from '../../db/database';
import { markPublished, publishDueVideos, selectDuePublications } from './publication-repository';
import { announceTask } from './service';

/** Publications done per round; the next round takes the rest. */
const BATCH = 100;

/**
 * The publication round of scheduled tasks (docs/architecture.md §4 "Class stream, scheduling and
 * the calendar"), run by the delivery worker with its other scheduled work: each task whose
 * publish time has come is marked published, counted on its class and announced (`task_published`)
 * in one transaction. The mark is taken only from a task still waiting, so a restart or several
 * instances racing announce it once. Scheduled videos whose time came are marked too (nothing is
 * announced for them). Answers the classes whose tasks or videos appeared: their kept reads
 * are forgotten then (a student's kept task list must not hide a task past its time).
 */
export async function sendScheduledPublications(db: Db, now: Date): Promise<string[]> {
  const due = await selectDuePublications(db, now.toISOString(), BATCH);
  const published = new Set<string>();
  for (const task of due) {
    await db.transaction().execute(async (trx) => {
      if (!(await markPublished(trx, task.id, task.class_id))) return;
      await announceTask(trx, {
        classId: task.class_id,
        className: task.class_name,
        title: task.title,
        teacher: task.teacher,
      });
      published.add(task.class_id);
    });
  }
  for (const classId of await publishDueVideos(db, now.toISOString(), BATCH)) published.add(classId);
  return [...published];
}
