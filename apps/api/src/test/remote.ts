import http from 'node:http';
import { multipart } from './http';

/** Talking to a real server process over HTTP, as a browser would. */

export interface RemoteUser {
  id: string;
  token: string;
  email: string;
  password: string;
}

export async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; data?: any; message?: string },
  };
}

let counter = 0;
export async function registerRemote(base: string, role: 'teacher' | 'student'): Promise<RemoteUser> {
  counter += 1;
  const email = `${role}${counter}-${Date.now()}@maktab.uz`;
  const answer = await call(base, 'POST', '/api/auth/register', undefined, {
    fullName: `${role === 'teacher' ? 'Ustoz' : "O'quvchi"} ${counter}`,
    email,
    password: 'parol123',
    role,
  });
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.data.user._id, token: answer.body.data.token, email, password: 'parol123' };
}

export async function createRemoteClass(base: string, teacher: RemoteUser, students: RemoteUser[] = []) {
  const created = await call(base, 'POST', '/api/classes', teacher.token, { name: '9-B Fizika', subject: 'Fizika' });
  if (created.status !== 201) throw new Error(`class failed: ${created.status}`);
  const classId = created.body.data.class._id as string;
  for (const student of students) {
    // The teacher invites; the student accepts (consent).
    const invited = await call(base, 'POST', `/api/classes/${classId}/students`, teacher.token, {
      email: student.email,
    });
    if (invited.status !== 201) throw new Error(`invite failed: ${invited.status}`);
    const accepted = await call(base, 'POST', `/api/classes/${classId}/accept`, student.token);
    if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status}`);
  }
  return classId;
}

/** The multipart body of a new task in `classId`, with `content` as its file. */
export function taskBody(classId: string, content: Buffer, title = 'Elektr zanjirlari') {
  return multipart([
    { name: 'classId', value: classId },
    { name: 'title', value: title },
    { name: 'description', value: 'Darslikdagi 12-mashqni yeching va yechimni yuklang.' },
    { name: 'deadline', value: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    { name: 'file', filename: 'topshiriq.pdf', content },
  ]);
}

/**
 * A multipart request sent in two halves, so a test can act (send a signal) while the upload is
 * still arriving. `finish()` sends the rest; `response` settles with the answer or the error.
 */
export function slowUpload(base: string, url: string, token: string, body: ReturnType<typeof multipart>) {
  const target = new URL(url, base);
  let resolveResponse!: (value: { status: number; body: string }) => void;
  let rejectResponse!: (error: Error) => void;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    resolveResponse = resolve;
    rejectResponse = reject;
  });
  const request = http.request(target, {
    method: 'POST',
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'content-length': String(body.payload.length) },
  });
  request.on('response', (answer) => {
    let text = '';
    answer.setEncoding('utf8');
    answer.on('data', (chunk) => (text += chunk));
    answer.on('end', () => resolveResponse({ status: answer.statusCode ?? 0, body: text }));
    answer.on('error', rejectResponse);
  });
  request.on('error', rejectResponse);
  // The caller awaits `response` later; an early failure is theirs to see then, not an unhandled rejection now.
  response.catch(() => undefined);
  const half = Math.floor(body.payload.length / 2);
  request.write(body.payload.subarray(0, half));
  return {
    response,
    finish: () => request.end(body.payload.subarray(half)),
  };
}

/** Sends a whole multipart body at once. */
export async function postMultipart(
  base: string,
  url: string,
  token: string,
  body: ReturnType<typeof multipart>,
  method = 'POST',
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    body: body.payload,
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; data?: any; message?: string },
  };
}

/** The bytes behind a (signed) link. */
export async function download(base: string, url: string) {
  const response = await fetch(`${base}${url}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}
