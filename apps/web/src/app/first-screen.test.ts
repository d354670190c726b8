import { afterEach, describe, expect, it } from 'vitest';
import { forgetEarlyReads, startedEarlyReads } from '@/shared/api/early-reads';
import { storeSession } from '@/shared/auth/session-storage';
import { CLASS_SCOPE_STORAGE_KEY } from '@/shared/classes/class-scope';
import { paths } from '@/shared/config/paths';
import { aStudent, aTeacher } from '@/test/render';
import { firstScreenOf, startFirstScreen } from './first-screen';
import { SCREENS } from './screens';

afterEach(() => forgetEarlyReads());

describe('the first screen the app opens on', () => {
  it('is a screen of the signed-in user’s own area', () => {
    storeSession('t', aTeacher);
    expect(firstScreenOf('/teacher/dashboard')?.route).toBe(paths.teacher.dashboard);
    expect(firstScreenOf('/teacher/dashboard/')?.route).toBe(paths.teacher.dashboard);
    expect(firstScreenOf('/teacher/classes/c-42')?.route).toBe(paths.teacher.class);
    expect(firstScreenOf('/student/dashboard')).toBeNull();
    expect(firstScreenOf('/teacher/nowhere')).toBeNull();
  });

  it('is none without a kept user', () => {
    localStorage.setItem('token', 't');
    expect(firstScreenOf('/teacher/dashboard')).toBeNull();
  });

  it('covers every screen of every area', () => {
    const routes = [
      ...Object.values(paths.student),
      ...Object.values(paths.teacher),
      ...Object.values(paths.admin),
      ...Object.values(paths.guardian),
    ];
    const areaScreens = SCREENS.filter((entry) => entry.role);
    expect(areaScreens.map((entry) => entry.route).sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      routes.sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it('asks early for the teacher dashboard’s data, for the class the switcher was left on', () => {
    storeSession('t', aTeacher);
    localStorage.setItem(CLASS_SCOPE_STORAGE_KEY, JSON.stringify({ state: { byUser: { [aTeacher._id]: 'c-7' } } }));
    startFirstScreen('/teacher/dashboard');
    expect(startedEarlyReads()).toEqual([
      '/api/auth/profile',
      '/api/classes?archived=false',
      '/api/users/stats/teacher?classId=c-7',
      '/api/submissions?sort=recent&limit=5&classId=c-7',
      '/api/tasks?limit=20&classId=c-7',
      '/api/submissions?status=pending&sort=oldest&limit=1&classId=c-7',
      '/api/school',
      '/api/notifications?limit=20',
    ]);
  });

  it('asks early for the student dashboard’s data, of all their classes when none was chosen', () => {
    storeSession('t', aStudent);
    startFirstScreen('/student/dashboard');
    expect(startedEarlyReads()).toEqual([
      '/api/auth/profile',
      '/api/classes?archived=false',
      '/api/submissions/progress',
      '/api/tasks?limit=20',
      '/api/school',
      '/api/notifications?limit=20',
    ]);
  });

  it('asks for the user and their classes on the other screens, and nothing for a guest', () => {
    startFirstScreen('/teacher/tasks');
    expect(startedEarlyReads()).toEqual([]);
    storeSession('t', aTeacher);
    startFirstScreen('/teacher/tasks');
    expect(startedEarlyReads()).toEqual([
      '/api/auth/profile',
      '/api/classes?archived=false',
      '/api/notifications?limit=20',
    ]);
  });
});
