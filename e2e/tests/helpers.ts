import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { makePdf } from '../../apps/api/src/demo/sample-files';

export interface Account {
  id: string;
  token: string;
  email: string;
  password: string;
  fullName: string;
  role: 'student' | 'teacher';
}

let counter = 0;
/** A fresh account through the API; unique per test run and worker. */
export async function registerAccount(
  request: APIRequestContext,
  role: 'student' | 'teacher',
  fullName?: string,
): Promise<Account> {
  counter += 1;
  const email = `${role}-${Date.now()}-${process.pid}-${counter}@e2e.uz`;
  const body = {
    fullName: fullName ?? (role === 'teacher' ? `Ustoz ${counter}` : `O'quvchi ${counter}`),
    email,
    password: 'parol123',
    role,
  };
  const response = await request.post('/api/auth/register', { data: body });
  expect(response.status()).toBe(201);
  const data = (await response.json()).data;
  return { id: data.user._id, token: data.token, email, password: body.password, fullName: body.fullName, role };
}

/** Signs a page in by storing the token, as the app does after login. */
export async function signIn(page: Page, account: Account, path: string) {
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('token', token), account.token);
  await page.goto(path);
}

const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

export interface SchoolClass {
  _id: string;
  name: string;
  joinCode: string;
}

let classCounter = 0;
/** A class through the API, taught by `teacher`. */
export async function createClass(request: APIRequestContext, teacher: Account, name?: string): Promise<SchoolClass> {
  classCounter += 1;
  const response = await request.post('/api/classes', {
    headers: auth(teacher),
    data: { name: name ?? `${classCounter}-A sinf ${process.pid}`, subject: 'Matematika' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.class as SchoolClass;
}

/** The teacher invites students to their class by e-mail, as on the class page, and each accepts. */
export async function enrol(
  request: APIRequestContext,
  teacher: Account,
  schoolClass: SchoolClass,
  ...students: Account[]
) {
  for (const student of students) {
    const invited = await request.post(`/api/classes/${schoolClass._id}/students`, {
      headers: auth(teacher),
      data: { email: student.email },
    });
    expect(invited.status()).toBe(201);
    const accepted = await request.post(`/api/classes/${schoolClass._id}/accept`, { headers: auth(student) });
    expect(accepted.status()).toBe(200);
  }
}

/** A student joins a class with its code, as on the join form. */
export async function joinClass(request: APIRequestContext, student: Account, code: string): Promise<SchoolClass> {
  const response = await request.post('/api/classes/join', { headers: auth(student), data: { code } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.class as SchoolClass;
}

/** A teacher with a class and one student in it: what most tests start from. */
export async function classroom(request: APIRequestContext, studentName?: string) {
  const teacher = await registerAccount(request, 'teacher');
  const schoolClass = await createClass(request, teacher);
  const student = await registerAccount(request, 'student', studentName);
  await enrol(request, teacher, schoolClass, student);
  return { teacher, schoolClass, student };
}

export async function createTask(
  request: APIRequestContext,
  teacher: Account,
  fields: { classId: string; title: string; description?: string; deadline?: string },
) {
  const response = await request.post('/api/tasks', {
    headers: auth(teacher),
    multipart: {
      classId: fields.classId,
      title: fields.title,
      description: fields.description ?? 'Darslikdagi mashqlarni bajaring va javobni yuklang.',
      deadline: fields.deadline ?? new Date(Date.now() + 5 * 86_400_000).toISOString(),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.task as { _id: string; title: string };
}

export async function submitAsStudent(request: APIRequestContext, student: Account, taskId: string) {
  const response = await request.post(`/api/submissions/${taskId}`, {
    headers: auth(student),
    multipart: {
      textResponse: 'Mening javobim',
      file: { name: 'javob.pdf', mimeType: 'application/pdf', buffer: makePdf(['Javob']) },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.submission as { _id: string; isLate: boolean };
}

export async function gradeAsTeacher(
  request: APIRequestContext,
  teacher: Account,
  submissionId: string,
  score: number,
  feedback: string,
) {
  const response = await request.put(`/api/submissions/${submissionId}/grade`, {
    headers: auth(teacher),
    data: { score, feedback },
  });
  expect(response.status()).toBe(200);
}

export async function getJson(request: APIRequestContext, account: Account, url: string) {
  const response = await request.get(url, { headers: auth(account) });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** Picks a day next month in a Mantine date-time picker that is open. */
export async function pickNextMonthDay(page: Page, day: number) {
  await page.locator('[data-direction="next"]').first().click();
  await page
    .locator('table button:not([data-outside])')
    .filter({ hasText: new RegExp(`^${day}$`) })
    .first()
    .click();
  await page.locator('[class*="submitButton"]').first().click();
}

/** Drops a file on an element the way a user drags one in from the desktop. */
export async function dropFile(page: Page, selector: string, file: { name: string; mimeType: string; bytes: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, data }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, data: [...file.bytes] },
  );
  await page.dispatchEvent(selector, 'dragenter', { dataTransfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer });
}
