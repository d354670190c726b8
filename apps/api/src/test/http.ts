import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../lib/passwords';

/** Small helpers for talking to the app the way a client does. */
export interface TestUser {
  id: string;
  token: string;
  email: string;
  password: string;
  role: 'student' | 'teacher' | 'admin' | 'guardian';
  fullName: string;
}

let counter = 0;

export async function registerUser(
  app: FastifyInstance,
  role: 'student' | 'teacher',
  overrides: Partial<{ fullName: string; email: string; password: string }> = {},
): Promise<TestUser> {
  counter += 1;
  const body = {
    fullName: overrides.fullName ?? `${role === 'teacher' ? 'Ustoz' : "O'quvchi"} ${counter}`,
    email: overrides.email ?? `${role}${counter}-${Date.now()}@maktab.uz`,
    password: overrides.password ?? 'parol123',
    role,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const data = response.json().data;
  return {
    id: data.user._id,
    token: data.token,
    email: body.email,
    password: body.password,
    role,
    fullName: body.fullName,
  };
}

/**
 * The school's admin, as `npm run admin:create --password` makes one (straight into the database:
 * there is no sign-up for it), signed in. Once it exists, teachers sign up by invitation.
 */
export function createAdmin(app: FastifyInstance, fields: Partial<{ fullName: string; email: string }> = {}) {
  return createDirectly(
    app,
    'admin',
    { fullName: 'Direktor', email: `direktor${counter + 1}-${Date.now()}@maktab.uz`, password: 'direktor123' },
    fields,
  );
}

/**
 * A guardian (parent) with no linked children, signed in. Made straight in the database: their
 * sign-up comes with the guardians' issue (docs/architecture.md §4 "Guardians (parents)").
 */
export function createGuardian(app: FastifyInstance, fields: Partial<{ fullName: string; email: string }> = {}) {
  return createDirectly(
    app,
    'guardian',
    { fullName: 'Ota-ona', email: `otaona${counter + 1}-${Date.now()}@maktab.uz`, password: 'otaona123' },
    fields,
  );
}

/** A user of `role` inserted into the users table, then signed in as a client would. */
async function createDirectly(
  app: FastifyInstance,
  role: 'admin' | 'guardian',
  defaults: { fullName: string; email: string; password: string },
  fields: Partial<{ fullName: string; email: string }>,
): Promise<TestUser> {
  counter += 1;
  const now = new Date().toISOString();
  const user = {
    id: randomUUID(),
    fullName: fields.fullName ?? defaults.fullName,
    email: fields.email ?? defaults.email,
    password: defaults.password,
    role,
  };
  await app.deps.db
    .insertInto('users')
    .values({
      id: user.id,
      full_name: user.fullName,
      email: user.email,
      password_hash: await hashPassword(user.password),
      role,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: user.email, password: user.password },
  });
  if (signedIn.statusCode !== 200) throw new Error(`${role} sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
  return { ...user, token: signedIn.json().data.token };
}

export const bearer = (user: { token: string }) => ({ authorization: `Bearer ${user.token}` });

export function json(response: LightMyRequestResponse) {
  return response.json() as {
    success: boolean;
    message?: string;
    code?: string;
    data?: any;
    errors?: { path: string; message: string }[];
  };
}

/** Builds a multipart/form-data body by hand so tests control every byte (file order, names, types). */
export function multipart(
  parts: (
    { name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string }
  )[],
) {
  const boundary = `----sinfxona${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.content, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Sends a multipart body as `user`. */
export function sendMultipart(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  user: { token: string },
  parts: Parameters<typeof multipart>[0],
) {
  const body = multipart(parts);
  return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(user) } });
}
