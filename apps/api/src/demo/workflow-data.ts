import type { Actor, Deps } from '../deps';
import { addComment, returnSubmission } from '../modules/submissions/service';
import { setExtension } from '../modules/tasks/service';

const DAY = 86_400_000;

async function actorOf(deps: Deps, id: string): Promise<Actor> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'role', 'full_name', 'email'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id: user.id, role: user.role, fullName: user.full_name, email: user.email };
}

async function teacherOf(deps: Deps, classId: string): Promise<Actor> {
  const row = await deps.db
    .selectFrom('class_teachers')
    .select('teacher_id')
    .where('class_id', '=', classId)
    .orderBy('teacher_id')
    .executeTakeFirstOrThrow();
  return actorOf(deps, row.teacher_id);
}

/**
 * The teaching workflow in the demo, through the app's own services: one student's work returned
 * for revision with a private exchange about it, and more time on an upcoming task for her.
 */
export async function seedWorkflow(
  deps: Deps,
  studentIds: string[],
): Promise<{ returned: number; extensions: number; student: string }> {
  // The first student (in the demo's order) with work still waiting for a grade.
  const waiting = await deps.db
    .selectFrom('submissions')
    .select(['id', 'class_id', 'student_id'])
    .where('student_id', 'in', studentIds)
    .where('status', '=', 'submitted')
    .where('is_latest', '=', 1)
    .orderBy('submitted_at', 'desc')
    .execute()
    .then((rows) => studentIds.map((id) => rows.find((row) => row.student_id === id)).find((row) => row !== undefined));
  const studentId = waiting?.student_id ?? studentIds[0]!;
  const student = await actorOf(deps, studentId);
  let returned = 0;
  if (waiting) {
    const teacher = await teacherOf(deps, waiting.class_id);
    await returnSubmission(deps, teacher, {
      submissionId: waiting.id,
      feedback: "Yechim to'g'ri boshlangan, lekin 3-misolda xato bor. Hisoblashni qayta tekshirib, qayta yuboring.",
    });
    await addComment(deps, student, {
      submissionId: waiting.id,
      text: '3-misolda qaysi formuladan foydalanish kerak edi?',
    });
    // A reply comes later than the question, even when seeding runs within one millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addComment(deps, teacher, {
      submissionId: waiting.id,
      text: 'Darslikdagi 2-formulani qo‘llang, javob butun son chiqadi.',
    });
    returned = 1;
  }

  const upcoming = await deps.db
    .selectFrom('tasks')
    .innerJoin('enrolments', 'enrolments.class_id', 'tasks.class_id')
    .select(['tasks.id', 'tasks.class_id', 'tasks.deadline'])
    .where('enrolments.student_id', '=', studentId)
    .where('tasks.deadline', '>', new Date().toISOString())
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('submissions')
            .select('submissions.id')
            .whereRef('submissions.task_id', '=', 'tasks.id')
            .where('submissions.student_id', '=', studentId),
        ),
      ),
    )
    .orderBy('tasks.deadline')
    .executeTakeFirst();
  if (!upcoming) return { returned, extensions: 0, student: student.fullName };
  await setExtension(deps, await teacherOf(deps, upcoming.class_id), {
    taskId: upcoming.id,
    studentId,
    deadline: new Date(Date.parse(upcoming.deadline) + 3 * DAY).toISOString(),
  });
  return { returned, extensions: 1, student: student.fullName };
}
