import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ALLOWED_FILE_TYPES } from '@sinfxona/domain/constants';
import { parseYouTubeUrl, youTubeThumbnailUrl, youTubeWatchUrl } from '@sinfxona/domain/rules/youtube';
import type { Deps } from '../deps';
import { hashPassword } from '../lib/passwords';
import { keepUpload } from '../modules/files/queries';
import { newJoinCode } from '../lib/join-code';
import { seededRandom } from '../lib/seeded-random';
import { addClassTeacher, addEnrolment, insertClass } from '../modules/classes/repository';
import { insertSubmission } from '../modules/submissions/repository';
import { insertTask } from '../modules/tasks/repository';
import { saveSchool } from '../modules/admin/queries';
import { insertUser } from '../modules/users/queries';
import { insertVideo } from '../modules/videos/repository';
import { insertGuardianLink } from '../modules/guardians/queries';
import {
  DEMO_ADMIN,
  DEMO_CLASSES,
  DEMO_GUARDIAN,
  DEMO_FEEDBACK,
  DEMO_PASSWORD,
  DEMO_SCHOOL,
  DEMO_STUDENTS,
  DEMO_TASKS,
  DEMO_TEACHERS,
  DEMO_VIDEOS,
  type DemoAttachment,
} from './class-data';
import { makeDocx, makePdf, makePng } from './sample-files';
import { seedWorkflow } from './workflow-data';

const DAY = 86_400_000;

const MIME: Record<
  Exclude<DemoAttachment, null>,
  { mime: (typeof ALLOWED_FILE_TYPES)[number]; ext: string; make: (title: string) => Buffer }
> = {
  pdf: { mime: 'application/pdf', ext: 'pdf', make: (title) => makePdf([title.normalize('NFKD'), 'Sinfxona demo']) },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
    make: (title) => makeDocx([title, 'Sinfxona demo']),
  },
  png: { mime: 'image/png', ext: 'png', make: () => makePng(320, 200, [64, 192, 87]) },
};

/** Puts a generated document into the file store the way an upload would arrive. */
async function storeGenerated(
  deps: Deps,
  kind: Exclude<DemoAttachment, null>,
  name: string,
  title: string,
  ownerId: string,
) {
  const spec = MIME[kind];
  const content = spec.make(title);
  const tempPath = path.join(deps.tempDir, `${randomUUID()}.part`);
  await writeFile(tempPath, content);
  const row = await keepUpload(
    deps,
    { tempPath, originalName: `${name}.${spec.ext}`, mimeType: spec.mime, size: content.length },
    ownerId,
  );
  return row.id;
}

export interface DemoSummary {
  classes: { name: string; joinCode: string; teachers: string[]; students: number }[];
  admin: { fullName: string; email: string };
  guardian: { fullName: string; email: string; child: string };
  teachers: { fullName: string; email: string }[];
  students: { fullName: string; email: string }[];
  password: string;
  counts: {
    tasks: number;
    submissions: number;
    graded: number;
    late: number;
    videos: number;
    returned: number;
    extensions: number;
  };
  /** The student whose work was returned for revision, with comments and an extension. */
  workflowStudent: string;
}

/** Fills an empty database with a realistic school through the app's own repositories and file store. */
export async function seedDemo(deps: Deps, now = new Date()): Promise<DemoSummary> {
  const rand = seededRandom(20_260_901);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const at = (daysFromNow: number) => new Date(now.getTime() + daysFromNow * DAY).toISOString();
  const addUser = async (
    person: { fullName: string; email: string },
    role: 'student' | 'teacher' | 'admin' | 'guardian',
    joinedDaysAgo: number,
  ) => {
    const id = randomUUID();
    await insertUser(deps.db, {
      id,
      full_name: person.fullName,
      email: person.email,
      password_hash: passwordHash,
      role,
      token_version: 0,
      created_at: at(-joinedDaysAgo),
      updated_at: at(-joinedDaysAgo),
    });
    return id;
  };

  await addUser(DEMO_ADMIN, 'admin', 200);
  await saveSchool(deps.db, DEMO_SCHOOL);
  const teacherIds = [];
  for (const teacher of DEMO_TEACHERS) teacherIds.push(await addUser(teacher, 'teacher', 150));
  const studentIds = [];
  for (const [index, student] of DEMO_STUDENTS.entries())
    studentIds.push(await addUser(student, 'student', 120 - index));

  const classIds: string[] = [];
  const classes: DemoSummary['classes'] = [];
  for (const [index, spec] of DEMO_CLASSES.entries()) {
    const id = randomUUID();
    const joinCode = newJoinCode();
    const createdAt = at(-100 + index);
    await insertClass(deps.db, {
      id,
      name: spec.name,
      subject: spec.subject,
      join_code: joinCode,
      join_enabled: 1,
      archived_at: null,
      created_by: teacherIds[spec.teachers[0]!]!,
      created_at: createdAt,
      updated_at: createdAt,
    });
    for (const teacher of spec.teachers) await addClassTeacher(deps.db, id, teacherIds[teacher]!);
    for (const student of spec.students) await addEnrolment(deps.db, id, studentIds[student]!);
    classIds.push(id);
    classes.push({
      name: spec.name,
      joinCode,
      teachers: spec.teachers.map((teacher) => DEMO_TEACHERS[teacher]!.fullName),
      students: spec.students.length,
    });
  }

  const counts = { tasks: 0, submissions: 0, graded: 0, late: 0, videos: 0 };
  for (const [index, task] of DEMO_TASKS.entries()) {
    const spec = DEMO_CLASSES[task.classIndex]!;
    const teacherId = teacherIds[spec.teachers[task.teacher]!]!;
    const createdAt = at(Math.min(task.dueInDays - 10, -1) - (DEMO_TASKS.length - index) * 0.1);
    const fileId = task.attachment
      ? await storeGenerated(deps, task.attachment, `topshiriq-${index + 1}`, task.title, teacherId)
      : null;
    const taskId = randomUUID();
    await insertTask(deps.db, {
      id: taskId,
      class_id: classIds[task.classIndex]!,
      title: task.title,
      description: task.description,
      deadline: at(task.dueInDays),
      file_id: fileId,
      created_by: teacherId,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
    counts.tasks += 1;

    // Past tasks: most students handed in; upcoming ones: fewer, the nearer the deadline the more.
    const share = task.dueInDays < 0 ? 0.85 : Math.max(0.1, 0.55 - task.dueInDays * 0.03);
    for (const s of spec.students) {
      const studentId = studentIds[s]!;
      if (rand() > share - (s % 7 === 0 ? 0.3 : 0)) continue;
      const createdDays = (Date.parse(createdAt) - now.getTime()) / DAY;
      const late = task.dueInDays < 0 && rand() < 0.12;
      const submittedDays = late
        ? task.dueInDays + 0.5 + rand() * 2
        : createdDays + (Math.min(task.dueInDays, 0) - createdDays) * (0.3 + rand() * 0.65);
      const submittedAt = at(Math.min(submittedDays, -0.01));
      const graded = task.dueInDays < 0 ? rand() < 0.8 : rand() < 0.3;
      const score = graded ? Math.min(100, Math.round(55 + rand() * 40 + (s % 5) * 2)) : null;
      const kind: Exclude<DemoAttachment, null> = rand() < 0.6 ? 'pdf' : rand() < 0.5 ? 'docx' : 'png';
      const fileId = await storeGenerated(deps, kind, `javob-${s + 1}`, task.title, studentId);
      await insertSubmission(deps.db, {
        id: randomUUID(),
        task_id: taskId,
        class_id: classIds[task.classIndex]!,
        student_id: studentId,
        file_id: fileId,
        text_response: rand() < 0.4 ? 'Vazifani bajardim, faylni ilova qildim.' : null,
        submitted_at: submittedAt,
        is_late: Date.parse(submittedAt) > Date.parse(at(task.dueInDays)) ? 1 : 0,
        score,
        feedback: graded ? DEMO_FEEDBACK[Math.floor(rand() * DEMO_FEEDBACK.length)]! : null,
        graded_at: graded
          ? new Date(
              Math.min(now.getTime() - 3_600_000, Date.parse(submittedAt) + DAY * (1 + rand() * 3)),
            ).toISOString()
          : null,
        graded_by: graded ? teacherId : null,
        status: graded ? 'graded' : 'submitted',
      });
      counts.submissions += 1;
      if (graded) counts.graded += 1;
      if (Date.parse(submittedAt) > Date.parse(at(task.dueInDays))) counts.late += 1;
    }
  }

  for (const [index, video] of DEMO_VIDEOS.entries()) {
    const parsed = parseYouTubeUrl(video.url);
    if (!parsed.ok) throw new Error(`demo video ${video.title} has a bad URL`);
    const createdAt = at(-60 + index * 5);
    const spec = DEMO_CLASSES[video.classIndex]!;
    await insertVideo(deps.db, {
      id: randomUUID(),
      class_id: classIds[video.classIndex]!,
      title: video.title,
      description: video.description,
      url: youTubeWatchUrl(parsed.id),
      youtube_id: parsed.id,
      thumbnail: youTubeThumbnailUrl(parsed.id),
      duration: video.duration,
      created_by: teacherIds[spec.teachers[0]!]!,
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
    });
    counts.videos += 1;
  }
  const { student: workflowStudent, ...workflow } = await seedWorkflow(deps, studentIds);
  const guardianId = await addUser(DEMO_GUARDIAN, 'guardian', 90);
  await insertGuardianLink(deps.db, { guardian_id: guardianId, student_id: studentIds[0]!, created_at: at(-90) });
  return {
    classes,
    admin: DEMO_ADMIN,
    guardian: { ...DEMO_GUARDIAN, child: DEMO_STUDENTS[0]!.fullName },
    teachers: DEMO_TEACHERS,
    students: DEMO_STUDENTS,
    password: DEMO_PASSWORD,
    counts: { ...counts, ...workflow },
    workflowStudent,
  };
}
