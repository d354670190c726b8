/**
 * "One cold read alone" of `npm run bench:day`: every screen read once, one at a time, right
 * after a write of its own user that forgets it — a pupil's screen after that pupil hands in, a
 * teacher's after that teacher grades work of the task and class the screen shows — on an
 * otherwise idle server. With the read cache off every read is computed anyway.
 */
import { PUPIL_SCREENS, TEACHER_SCREENS, type FreeHandIn, type PendingGrade } from './day-school';
import { timedGet } from './day-reads';
import { gradeWrite, handInWrite } from './day-writes';

export interface ColdRead {
  screen: string;
  ms: number;
  status: number;
  /** The write just before it and that write's status. */
  after: string;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** Takes one open hand-in per pupil screen and one pending grade per teacher screen from the lists given. */
export async function coldReads(base: string, handIns: FreeHandIn[], grades: PendingGrade[]): Promise<ColdRead[]> {
  if (handIns.length < PUPIL_SCREENS.length || grades.length < TEACHER_SCREENS.length)
    throw new Error('not enough open hand-ins or pending grades left for the cold reads');
  await timedGet(base, '/api/health');
  const reads: ColdRead[] = [];
  for (const screen of PUPIL_SCREENS) {
    const { user, taskId } = handIns.shift()!;
    const write = await handInWrite(base, { token: user.token, address: user.address, taskId });
    await settle();
    const read = await timedGet(base, screen.url({ ...user, taskIds: [taskId] }, 0), user);
    reads.push({ screen: screen.name, ms: round1(read.ms), status: read.status, after: `hand-in ${write.status}` });
  }
  for (const screen of TEACHER_SCREENS) {
    const grade = grades.shift()!;
    const { user } = grade;
    const write = await gradeWrite(
      base,
      { token: user.token, address: user.address, submissionId: grade.submissionId },
      75,
    );
    await settle();
    const read = await timedGet(
      base,
      screen.url({ ...user, taskIds: [grade.taskId], classIds: [grade.classId] }, 0),
      user,
    );
    reads.push({ screen: screen.name, ms: round1(read.ms), status: read.status, after: `grade ${write.status}` });
  }
  return reads;
}
