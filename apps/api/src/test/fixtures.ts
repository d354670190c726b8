import type { FastifyInstance } from 'fastify';
import { makePdf } from '../demo/sample-files';
import { bearer, json, multipart, type TestUser } from './http';

/** Creates a task the way the web app does: multipart, optionally with a file. */
export async function createTask(
  app: FastifyInstance,
  teacher: TestUser,
  fields: { title?: string; description?: string; deadline?: string } = {},
  file?: { filename: string; content: Buffer },
) {
  const body = multipart([
    { name: 'title', value: fields.title ?? 'Kasrlar ustida amallar' },
    { name: 'description', value: fields.description ?? "Darslikdagi 45-50 mashqlarni bajaring va yechimni yuklang." },
    { name: 'deadline', value: fields.deadline ?? new Date(Date.now() + 7 * 86_400_000).toISOString() },
    ...(file ? [{ name: 'file', filename: file.filename, content: file.content }] : []),
  ]);
  const response = await app.inject({ method: 'POST', url: '/api/tasks', payload: body.payload, headers: { ...body.headers, ...bearer(teacher) } });
  if (response.statusCode !== 201) throw new Error(`create task failed: ${response.statusCode} ${response.body}`);
  return json(response).data.task as { _id: string; title: string; file: { fileUrl: string } | null };
}

export function submissionBody(text?: string, content: Buffer = makePdf(['Mening javobim'])) {
  return multipart([...(text ? [{ name: 'textResponse', value: text }] : []), { name: 'file', filename: 'javob.pdf', content }]);
}

export async function submit(app: FastifyInstance, student: TestUser, taskId: string, text?: string) {
  const body = submissionBody(text);
  return app.inject({ method: 'POST', url: `/api/submissions/${taskId}`, payload: body.payload, headers: { ...body.headers, ...bearer(student) } });
}

export async function grade(app: FastifyInstance, teacher: TestUser, submissionId: string, score: unknown, feedback = '') {
  return app.inject({ method: 'PUT', url: `/api/submissions/${submissionId}/grade`, payload: { score, feedback }, headers: bearer(teacher) });
}
