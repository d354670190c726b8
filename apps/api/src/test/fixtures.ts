import type { FastifyInstance } from 'fastify';
import { makePdf } from '../demo/sample-files';
import { bearer, json, multipart, registerUser, type TestUser } from './http';

/** A class made by `teacher` through the API, with `students` enrolled by e-mail. */
export async function createClass(
  app: FastifyInstance,
  teacher: TestUser,
  students: TestUser[] = [],
  fields: { name?: string; subject?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/classes',
    headers: bearer(teacher),
    payload: { name: fields.name ?? '7-A Matematika', subject: fields.subject ?? 'Matematika' },
  });
  if (response.statusCode !== 201) throw new Error(`create class failed: ${response.statusCode} ${response.body}`);
  const schoolClass = json(response).data.class as { _id: string; name: string; joinCode: string };
  for (const student of students) await enrol(app, teacher, schoolClass._id, student);
  return schoolClass;
}

/** A teacher and a student in the teacher's class, all made through the API: where most modules' tests start. */
export async function createClassroom(app: FastifyInstance, names: { teacher?: string; student?: string } = {}) {
  const teacher = await registerUser(app, 'teacher', names.teacher ? { fullName: names.teacher } : {});
  const student = await registerUser(app, 'student', names.student ? { fullName: names.student } : {});
  const classId = (await createClass(app, teacher, [student]))._id;
  return { teacher, student, classId };
}

/** Puts a registered student in a class: the teacher invites them by e-mail, and they accept. */
export async function enrol(app: FastifyInstance, teacher: TestUser, classId: string, student: TestUser) {
  const invited = await app.inject({
    method: 'POST',
    url: `/api/classes/${classId}/students`,
    headers: bearer(teacher),
    payload: { email: student.email },
  });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/classes/${classId}/accept`,
    headers: bearer(student),
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
}

/** Creates a task the way the web app does: multipart, in a class, optionally with a file. */
export async function createTask(
  app: FastifyInstance,
  teacher: TestUser,
  fields: {
    classId: string;
    title?: string;
    description?: string;
    deadline?: string;
    publishAt?: string;
    topic?: string;
  },
  file?: { filename: string; content: Buffer },
) {
  const body = multipart([
    ...(fields.publishAt ? [{ name: 'publishAt', value: fields.publishAt }] : []),
    ...(fields.topic ? [{ name: 'topic', value: fields.topic }] : []),
    { name: 'classId', value: fields.classId },
    { name: 'title', value: fields.title ?? 'Kasrlar ustida amallar' },
    { name: 'description', value: fields.description ?? 'Darslikdagi 45-50 mashqlarni bajaring va yechimni yuklang.' },
    { name: 'deadline', value: fields.deadline ?? new Date(Date.now() + 7 * 86_400_000).toISOString() },
    ...(file ? [{ name: 'file', filename: file.filename, content: file.content }] : []),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/tasks',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(teacher) },
  });
  if (response.statusCode !== 201) throw new Error(`create task failed: ${response.statusCode} ${response.body}`);
  return json(response).data.task as { _id: string; title: string; classId: string; file: { fileUrl: string } | null };
}

export function submissionBody(text?: string, content: Buffer = makePdf(['Mening javobim'])) {
  return multipart([
    ...(text ? [{ name: 'textResponse', value: text }] : []),
    { name: 'file', filename: 'javob.pdf', content },
  ]);
}

export async function submit(app: FastifyInstance, student: TestUser, taskId: string, text?: string) {
  const body = submissionBody(text);
  return app.inject({
    method: 'POST',
    url: `/api/submissions/${taskId}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(student) },
  });
}

export async function grade(
  app: FastifyInstance,
  teacher: TestUser,
  submissionId: string,
  score: unknown,
  feedback = '',
) {
  return app.inject({
    method: 'PUT',
    url: `/api/submissions/${submissionId}/grade`,
    payload: { score, feedback },
    headers: bearer(teacher),
  });
}

/** A video through the API, in a class. */
export async function createVideo(
  app: FastifyInstance,
  teacher: TestUser,
  classId: string,
  fields: { title?: string; url?: string; duration?: number; publishAt?: string; topic?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/videos',
    headers: bearer(teacher),
    payload: {
      classId,
      title: fields.title ?? 'Dars',
      description: 'Video dars',
      url: fields.url ?? 'https://youtu.be/dQw4w9WgXcQ',
      ...(fields.duration ? { duration: fields.duration } : {}),
      ...(fields.publishAt ? { publishAt: fields.publishAt } : {}),
      ...(fields.topic ? { topic: fields.topic } : {}),
    },
  });
  if (response.statusCode !== 201) throw new Error(`create video failed: ${response.statusCode} ${response.body}`);
  return json(response).data.video as { _id: string; title: string };
}
