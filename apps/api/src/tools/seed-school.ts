import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../config';
import { createDb, migrateToLatest } from '../db/database';
import type { Database } from '../db/schema';
import { makePdf } from '../demo/sample-files';
import { hashPassword } from '../lib/passwords';
import { newJoinCode } from '../lib/join-code';
import { seededRandom } from '../lib/seeded-random';
import { recountClasses } from '../modules/classes/repository';

/**
 * `npm run seed:school -- --data-dir DIR [--database-url URL] --students N --classes N
 * --teachers N --tasks N --submissions N [--skip-files]`: a whole school at once, through the
 * project's own schema, so a school can load-test its server before term starts (and `npm run
 * bench` measures against it). Every account's password is `school123`.
 */

export const SCHOOL_PASSWORD = 'school123';
const DAY = 86_400_000;
const SEED_PDF = makePdf(['Sinfxona seed:school']);

export interface SchoolSize {
  students: number;
  classes: number;
  teachers: number;
  tasks: number;
  submissions: number;
}

export interface SchoolSummary extends SchoolSize {
  enrolments: number;
  classesPerStudent: number;
  graded: number;
  returned: number;
  /** A teacher of the largest class and a student of it: the accounts the benchmark signs in as. */
  teacherEmail: string;
  studentEmail: string;
  seconds: number;
}

async function insertAll<T extends keyof Database>(db: Kysely<Database>, table: T, rows: object[]) {
  for (let i = 0; i < rows.length; i += 400) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 400) as never)
      .execute();
  }
}

/** Fills an empty database (and, unless told not to, its file store) with a school of the given size. */
export async function seedSchool(
  db: Kysely<Database>,
  filesRoot: string | null,
  size: SchoolSize,
  now = new Date(),
): Promise<SchoolSummary> {
  const started = Date.now();
  const rand = seededRandom(2026);
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const hash = await hashPassword(SCHOOL_PASSWORD);
  const user = (role: 'teacher' | 'student', index: number) => ({
    id: randomUUID(),
    full_name: `${role === 'teacher' ? 'Ustoz' : "O'quvchi"} ${index + 1}`,
    email: `${role}${index + 1}@maktab.uz`,
    password_hash: hash,
    role,
    token_version: 0,
    created_at: at(-200),
    updated_at: at(-200),
  });
  const teachers = Array.from({ length: size.teachers }, (_, i) => user('teacher', i));
  const students = Array.from({ length: size.students }, (_, i) => user('student', i));

  // Each student is in enough classes for the submissions asked for, spread evenly over the classes.
  const tasksPerClass = size.tasks / size.classes;
  const classesPerStudent = Math.min(
    size.classes,
    Math.max(1, Math.ceil(size.submissions / (size.students * tasksPerClass * 0.85))),
  );
  const classes = Array.from({ length: size.classes }, (_, i) => ({
    id: randomUUID(),
    name: `${7 + (i % 5)}-${'ABCDEFGH'[Math.floor(i / 5) % 8]} ${['Algebra', 'Ona tili', 'Fizika', 'Informatika', 'Tarix', 'Kimyo', 'Biologiya'][i % 7]} ${Math.floor(i / 40) + 1}`,
    subject: ['Algebra', 'Ona tili', 'Fizika', 'Informatika', 'Tarix', 'Kimyo', 'Biologiya'][i % 7]!,
    join_code: newJoinCode(),
    join_enabled: 1,
    archived_at: null,
    created_by: teachers[i % size.teachers]!.id,
    created_at: at(-190),
    updated_at: at(-190),
  }));
  const classTeachers = classes.flatMap((c, i) => {
    const first = { class_id: c.id, teacher_id: teachers[i % size.teachers]!.id, added_at: at(-190) };
    const second = teachers[(i + 1) % size.teachers]!;
    // Every tenth class is co-taught.
    return i % 10 === 9 && second.id !== first.teacher_id
      ? [first, { class_id: c.id, teacher_id: second.id, added_at: at(-180) }]
      : [first];
  });
  const members = new Map<string, string[]>(classes.map((c) => [c.id, []]));
  const enrolments = students.flatMap((s, index) => {
    const step = Math.max(1, Math.floor(size.classes / classesPerStudent));
    const joined = new Set<number>();
    for (let m = 0; m < classesPerStudent; m += 1) joined.add((index + m * step) % size.classes);
    return [...joined].map((classIndex) => {
      members.get(classes[classIndex]!.id)!.push(s.id);
      return { class_id: classes[classIndex]!.id, student_id: s.id, enrolled_at: at(-185), student_name: s.full_name };
    });
  });

  const files: object[] = [];
  const fileRow = (ownerId: string, name: string, created: string) => {
    const row = {
      id: randomUUID(),
      storage_key: randomBytes(24).toString('base64url'),
      original_name: name,
      mime_type: 'application/pdf',
      size: SEED_PDF.length,
      owner_id: ownerId,
      created_at: created,
      purged_at: null,
    };
    files.push(row);
    return row;
  };
  const tasks = Array.from({ length: size.tasks }, (_, i) => {
    const schoolClass = classes[i % size.classes]!;
    const created = at(-150 + (i * 170) / size.tasks);
    const deadline = at(-140 + (i * 170) / size.tasks + 10);
    const attachment = i % 3 === 0 ? fileRow(schoolClass.created_by, `topshiriq-${i + 1}.pdf`, created) : null;
    return {
      id: randomUUID(),
      class_id: schoolClass.id,
      title: `Vazifa ${i + 1}: ${schoolClass.subject}`,
      description: `${schoolClass.subject} bo'yicha ${i + 1}-topshiriq: darslikdagi mashqlarni bajaring va javobni yuklang.`,
      deadline,
      file_id: attachment?.id ?? null,
      created_by: schoolClass.created_by,
      created_at: created,
      updated_at: created,
      deleted_at: null,
    };
  });

  const pairs = tasks.reduce((sum, task) => sum + members.get(task.class_id)!.length, 0);
  const share = Math.min(1, size.submissions / Math.max(1, pairs));
  const submissions: object[] = [];
  let graded = 0;
  let returned = 0;
  for (const task of tasks) {
    const deadline = Date.parse(task.deadline);
    for (const studentId of members.get(task.class_id)!) {
      if (submissions.length >= size.submissions || rand() >= share) continue;
      const late = deadline < now.getTime() && rand() < 0.1;
      const submitted = Math.min(now.getTime() - 60_000, deadline + (late ? 1 : -1) * rand() * 3 * DAY);
      const submittedAt = new Date(submitted).toISOString();
      const file = fileRow(studentId, 'javob.pdf', submittedAt);
      const isGraded = rand() < 0.7;
      const isReturned = !isGraded && rand() < 0.05;
      const gradedAt = isGraded ? new Date(Math.min(now.getTime(), submitted + DAY)).toISOString() : null;
      submissions.push({
        id: randomUUID(),
        task_id: task.id,
        class_id: task.class_id,
        student_id: studentId,
        file_id: file.id,
        text_response: rand() < 0.3 ? 'Vazifani bajardim.' : null,
        submitted_at: submittedAt,
        is_late: late ? 1 : 0,
        score: isGraded ? Math.round(50 + rand() * 50) : null,
        feedback: isGraded ? 'Yaxshi ish' : isReturned ? 'Qayta ishlang' : null,
        graded_at: gradedAt,
        graded_by: isGraded ? task.created_by : null,
        attempt: 1,
        is_latest: 1,
        status: isGraded ? 'graded' : isReturned ? 'returned' : 'submitted',
        returned_at: isReturned ? (gradedAt ?? submittedAt) : null,
        returned_by: isReturned ? task.created_by : null,
      });
      if (isGraded) graded += 1;
      if (isReturned) returned += 1;
    }
  }
  const videos = classes.flatMap((c, i) =>
    [0, 1].map((n) => ({
      id: randomUUID(),
      class_id: c.id,
      title: `${c.subject}: ${n + 1}-dars`,
      description: `${c.subject} fanidan video dars`,
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      youtube_id: 'dQw4w9WgXcQ',
      thumbnail: null,
      duration: 300 + ((i + n) % 10) * 60,
      created_by: c.created_by,
      created_at: at(-100 + n),
      updated_at: at(-100 + n),
      deleted_at: null,
    })),
  );

  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'users', [...teachers, ...students]);
    await insertAll(trx, 'classes', classes);
    await insertAll(trx, 'class_teachers', classTeachers);
    await insertAll(trx, 'enrolments', enrolments);
    await insertAll(trx, 'files', files);
    await insertAll(trx, 'tasks', tasks);
    await insertAll(trx, 'submissions', submissions);
    await insertAll(trx, 'videos', videos);
    await recountClasses(trx);
  });

  if (filesRoot) await fillFileStore(filesRoot, files as { storage_key: string }[]);

  const largest = classes.reduce((best, c) => (members.get(c.id)!.length > members.get(best.id)!.length ? c : best));
  const teacherOfLargest = teachers.find((t) => t.id === largest.created_by)!;
  const studentOfLargest = students.find((s) => s.id === members.get(largest.id)![0])!;
  return {
    ...size,
    submissions: submissions.length,
    enrolments: enrolments.length,
    classesPerStudent,
    graded,
    returned,
    teacherEmail: teacherOfLargest.email,
    studentEmail: studentOfLargest.email,
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * A new school in `dataDir` (and the PostgreSQL database at `databaseUrl` when given): migrated,
 * seeded, files included. What the benchmarks and the process-level tests start from.
 */
export async function seedSchoolInto(dataDir: string, databaseUrl: string | undefined, size: SchoolSize) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    const summary = await seedSchool(db, path.join(config.dataDir, 'files'), size);
    await refreshStatistics(db, config.database.kind);
    return summary;
  } finally {
    await db.destroy();
  }
}

/**
 * A school that has been running has planner statistics and a visibility map (autovacuum keeps
 * them): without them PostgreSQL plans the first minutes after a bulk load on guesses (a parallel
 * scan of every submission for one class's count), and measurements show the load, not the school.
 */
async function refreshStatistics(db: Kysely<Database>, kind: 'sqlite' | 'postgres') {
  if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
}

/** Hard links one file may have (ext4 allows 65,000). */
const LINKS_PER_SOURCE = 60_000;

/** Every file row gets real bytes: a small PDF, hard-linked under each key (fast, and downloads work). */
async function fillFileStore(root: string, files: { storage_key: string }[]) {
  await mkdir(root, { recursive: true });
  const folders = new Set(files.map((file) => file.storage_key.slice(0, 2)));
  await Promise.all([...folders].map((folder) => mkdir(path.join(root, folder), { recursive: true })));
  for (let start = 0; start < files.length; start += LINKS_PER_SOURCE) {
    const source = path.join(root, `seed-source-${start}.pdf`);
    await writeFile(source, SEED_PDF);
    const batch = files.slice(start, start + LINKS_PER_SOURCE);
    for (let i = 0; i < batch.length; i += 256) {
      await Promise.all(
        batch
          .slice(i, i + 256)
          .map((file) => link(source, path.join(root, file.storage_key.slice(0, 2), file.storage_key))),
      );
    }
    await rm(source);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      students: { type: 'string', default: '2000' },
      classes: { type: 'string', default: '70' },
      teachers: { type: 'string', default: '40' },
      tasks: { type: 'string', default: '300' },
      submissions: { type: 'string', default: '100000' },
      'skip-files': { type: 'boolean', default: false },
    },
  });
  if (!values['data-dir']) throw new Error('--data-dir is required (a new, empty folder for the school)');
  const count = (name: keyof SchoolSize) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
    return value;
  };
  const size: SchoolSize = {
    students: count('students'),
    classes: count('classes'),
    teachers: count('teachers'),
    tasks: count('tasks'),
    submissions: count('submissions'),
  };
  const config = loadConfig({
    DATA_DIR: values['data-dir'],
    ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
    LOG_LEVEL: 'silent',
  });
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    if ((await db.selectFrom('users').select('id').limit(1).execute()).length > 0) {
      throw new Error('the database is not empty: seed:school fills a new school');
    }
    const summary = await seedSchool(db, values['skip-files'] ? null : path.join(config.dataDir, 'files'), size);
    await refreshStatistics(db, config.database.kind);
    console.log(
      `School seeded in ${summary.seconds.toFixed(1)} s: ${summary.students} students (${summary.classesPerStudent} classes each, ${summary.enrolments} enrolments), ${summary.classes} classes, ${summary.teachers} teachers, ${summary.tasks} tasks, ${summary.submissions} submissions (${summary.graded} graded, ${summary.returned} returned).`,
    );
    console.log(`Sign in as ${summary.teacherEmail} or ${summary.studentEmail}; every password is ${SCHOOL_PASSWORD}.`);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`seed:school failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
