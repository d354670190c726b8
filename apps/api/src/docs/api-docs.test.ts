import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { API_DOCS_FILE, currentApiMarkdown } from './write-api-docs';

/** Every route of docs/architecture.md §4, as method and OpenAPI path. */
const CONTRACT = [
  'POST /api/auth/register',
  'POST /api/auth/login',
  'GET /api/auth/profile',
  'POST /api/auth/logout',
  'POST /api/auth/renew',
  'GET /api/school',
  'GET /api/notifications',
  'POST /api/notifications/read',
  'GET /api/notifications/preferences',
  'PUT /api/notifications/preferences',
  'POST /api/notifications/telegram/link',
  'DELETE /api/notifications/telegram',
  'POST /api/notifications/telegram/webhook',
  'GET /api/notifications/push/key',
  'POST /api/notifications/push/subscriptions',
  'DELETE /api/notifications/push/subscriptions',
  'GET /api/admin/notifications/delivery',
  'PUT /api/school',
  'GET /api/admin/users',
  'PUT /api/admin/users/{id}',
  'POST /api/admin/users/{id}/reset-password',
  'POST /api/admin/invitations',
  'GET /api/admin/invitations',
  'DELETE /api/admin/invitations/{code}',
  'GET /api/admin/audit',
  'GET /api/admin/stats',
  'POST /api/admin/imports',
  'GET /api/admin/imports/{id}/cards.pdf',
  'POST /api/classes/{id}/import',
  'GET /api/classes/invitations',
  'POST /api/classes/{id}/accept',
  'POST /api/classes/{id}/decline',
  'POST /api/classes/{id}/leave',
  'GET /api/classes/{id}/imports/{importId}/cards.pdf',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions/{id}',
  'GET /api/users/profile',
  'PUT /api/users/profile',
  'GET /api/users',
  'GET /api/users/{id}/progress',
  'GET /api/users/stats/teacher',
  'GET /api/users/stats/student',
  'GET /api/tasks',
  'GET /api/tasks/{id}',
  'POST /api/tasks',
  'PUT /api/tasks/{id}',
  'DELETE /api/tasks/{id}',
  'GET /api/tasks/{id}/extensions',
  'PUT /api/tasks/{id}/extensions/{studentId}',
  'DELETE /api/tasks/{id}/extensions/{studentId}',
  'GET /api/tasks/{id}/submissions.zip',
  'GET /api/tasks/{id}/stats',
  'GET /api/tasks/{id}/roster',
  'POST /api/tasks/{id}/bulk',
  'GET /api/classes/{id}/late-policy',
  'PUT /api/classes/{id}/late-policy',
  'PUT /api/tasks/{id}/excusals/{studentId}',
  'DELETE /api/tasks/{id}/excusals/{studentId}',
  'GET /api/users/{id}/report-card',
  'GET /api/classes/{id}/report-cards.pdf',
  'GET /api/submissions/progress',
  'GET /api/submissions/my',
  'POST /api/submissions/{taskId}',
  'POST /api/uploads',
  'HEAD /api/uploads/{id}',
  'PATCH /api/uploads/{id}',
  'DELETE /api/uploads/{id}',
  'GET /api/submissions/{taskId}',
  'GET /api/submissions',
  'PUT /api/submissions/{id}/grade',
  'POST /api/submissions/{id}/return',
  'GET /api/submissions/{id}/attempts',
  'GET /api/submissions/{id}/comments',
  'POST /api/submissions/{id}/comments',
  'POST /api/submissions/{id}/feedback-draft',
  'GET /api/comment-bank',
  'POST /api/comment-bank',
  'PUT /api/comment-bank/{id}',
  'DELETE /api/comment-bank/{id}',
  'POST /api/comment-bank/{id}/use',
  'GET /api/classes/{id}/posts',
  'POST /api/classes/{id}/posts',
  'PUT /api/posts/{id}',
  'DELETE /api/posts/{id}',
  'GET /api/posts/{id}/comments',
  'POST /api/posts/{id}/comments',
  'DELETE /api/posts/{id}/comments/{commentId}',
  'POST /api/tasks/{id}/copy',
  'GET /api/calendar/feed',
  'POST /api/calendar/feed',
  // The private feed itself, /api/calendar/<token>.ics.
  'GET /api/calendar/{file}',
  'GET /api/videos',
  'POST /api/videos',
  'PUT /api/videos/{id}',
  'DELETE /api/videos/{id}',
  'POST /api/ai/ask',
  'POST /api/ai/generate-task',
  'GET /api/tasks/{id}/rubric',
  'PUT /api/tasks/{id}/rubric',
  'DELETE /api/tasks/{id}/rubric',
  'GET /api/rubrics',
  'POST /api/ai/rubric',
  'GET /api/files/{id}',
  'GET /api/files/{id}/preview',
  'GET /api/health',
  'GET /api/classes',
  'POST /api/classes',
  'GET /api/classes/{id}',
  'PUT /api/classes/{id}',
  'POST /api/classes/{id}/join-code',
  'POST /api/classes/join',
  'GET /api/classes/{id}/students',
  'POST /api/classes/{id}/students',
  'DELETE /api/classes/{id}/students/{userId}',
  'POST /api/classes/{id}/teachers',
  'DELETE /api/classes/{id}/teachers/{userId}',
  'GET /api/classes/{id}/gradebook',
  'POST /api/guardian-codes',
  'GET /api/users/guardians',
  'DELETE /api/users/guardians/{id}',
  'POST /api/guardian/children',
  'GET /api/guardian/children',
  'GET /api/guardian/children/{id}/tasks',
  'GET /api/guardian/children/{id}/submissions',
  'GET /api/guardian/children/{id}/report-card',
  'DELETE /api/guardian/children/{id}',
];

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: any;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(async () => ctx?.close());

  it('holds every route of the contract, and nothing the contract does not list', () => {
    const documented = Object.entries<Record<string, unknown>>(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...CONTRACT].sort());
  });

  it('says who may call each route, from the guards the route declares', () => {
    const access = (method: string, path: string) => doc.paths[path][method]['x-access'];
    expect(access('post', '/api/tasks')).toBe('teacher');
    expect(access('post', '/api/ai/ask')).toBe('student');
    expect(access('get', '/api/tasks')).toBe('student or teacher');
    expect(access('get', '/api/auth/profile')).toBe('any user');
    expect(access('post', '/api/auth/login')).toBe('anyone');
    expect(doc.paths['/api/tasks'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/auth/login'].post.security).toBeUndefined();
  });

  it('documents multipart bodies with their file', () => {
    const body = doc.paths['/api/submissions/{taskId}'].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(body.required).toContain('file');
    const task = doc.paths['/api/tasks'].post.requestBody.content['multipart/form-data'].schema;
    expect(task.required).toEqual(['classId', 'title', 'description', 'deadline']);
  });

  it('is browsable at /api/docs', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('matches docs/api.md (run `npm run docs:api` after changing a route)', async () => {
    expect(await readFile(API_DOCS_FILE, 'utf8')).toBe(await currentApiMarkdown());
  });
});
