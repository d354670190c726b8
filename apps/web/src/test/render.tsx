import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import type { User } from '@sinfxona/domain/schemas/auth';
import { classKeys } from '@/shared/api/query-keys';
import { useAuth } from '@/shared/auth/auth-store';
import '@/shared/i18n/i18n';
import '@/shared/i18n/admin-texts';
import '@/shared/i18n/guardian-texts';
import '@/shared/i18n/grading-texts';
import '@/shared/i18n/calendar-texts';
import '@/shared/i18n/comment-bank-texts';
import '@/shared/i18n/stream-texts';
import '@/shared/i18n/planning-texts';

/** A query client that fails fast and never refetches what a test put in its cache. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** Renders inside Mantine, a query client (given or fresh) and a memory router at `path`. */
export function renderWithApp(node: ReactNode, { client = testQueryClient(), path = '/' } = {}) {
  const result = render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client };
}

export const aTeacher: User = {
  _id: 'u-teacher',
  fullName: 'Anvar Tursunov',
  email: 'anvar@maktab.uz',
  username: null,
  role: 'teacher',
  mustChangePassword: false,
  active: true,
  createdAt: '',
  updatedAt: '',
};
export const aStudent: User = { ...aTeacher, _id: 'u-student', fullName: 'Aziza Karimova', role: 'student' };

/** Signs a user in for a component test (no token traffic). */
export function signInAs(user: User) {
  useAuth.getState().signIn('test-token', user);
}

export function makeClass(id: string, name: string, extra: Partial<SchoolClass> = {}): SchoolClass {
  return {
    _id: id,
    name,
    subject: null,
    joinCode: 'ABC2345',
    joinEnabled: true,
    archived: false,
    teachers: [{ _id: aTeacher._id, fullName: aTeacher.fullName }],
    studentCount: 0,
    taskCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}

/** Puts the user's active classes in the cache, as `GET /api/classes` would answer. */
export function seedClasses(client: QueryClient, classes: SchoolClass[]) {
  client.setQueryData(classKeys.list(false), classes);
  client.setQueryData(classKeys.list(true), []);
}
