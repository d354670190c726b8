import { describe, expect, it } from 'vitest';
import { homeOf, paths } from './paths';
import { routeFor } from './route-for';

describe('the route table (SPEC §2)', () => {
  it('names every screen and gives it a title', () => {
    expect(routeFor('/teacher/create-task')).toMatchObject({
      name: 'TeacherCreateTask',
      titleKey: 'titles.TeacherCreateTask',
    });
    expect(routeFor('/student/submissions/')).toMatchObject({ name: 'StudentSubmissions' });
    expect(routeFor('/no/such/page')).toEqual({ path: '/no/such/page', name: 'NotFound', titleKey: 'titles.notFound' });
  });

  it('matches a class page by its pattern and names the class routes', () => {
    expect(routeFor('/teacher/classes/abc-123')).toMatchObject({
      name: 'TeacherClass',
      titleKey: 'titles.TeacherClass',
    });
    expect(routeFor('/teacher/classes')).toMatchObject({ name: 'TeacherClasses' });
    expect(routeFor('/student/classes')).toMatchObject({ name: 'StudentClasses' });
    expect(routeFor('/teacher/classes/abc/more')).toMatchObject({ name: 'NotFound' });
  });

  it('links to a class, its tabs, the new-class form and the archive', () => {
    expect(paths.teacher.class.getHref('c 1')).toBe('/teacher/classes/c%201');
    expect(paths.teacher.class.getHref('c1', 'students')).toBe('/teacher/classes/c1?tab=students');
    expect(paths.teacher.classes.getHref()).toBe('/teacher/classes');
    expect(paths.teacher.classes.getHref({ create: true })).toBe('/teacher/classes?new=1');
    expect(paths.teacher.classes.getHref({ archived: true })).toBe('/teacher/classes?view=archived');
  });

  it('marks the screens the class switcher scopes, and only those', () => {
    const scoped = [
      '/teacher/dashboard',
      '/teacher/tasks',
      '/teacher/submissions',
      '/teacher/videos',
      '/teacher/students',
    ];
    for (const path of scoped) expect(routeFor(path).classScoped).toBe(true);
    for (const path of ['/student/dashboard', '/student/tasks', '/student/submissions', '/student/videos'])
      expect(routeFor(path).classScoped).toBe(true);
    for (const path of [
      '/teacher/classes',
      '/teacher/classes/c1',
      '/teacher/ai',
      '/teacher/profile',
      '/student/classes',
    ])
      expect(routeFor(path).classScoped).toBeUndefined();
  });

  it('links to the submissions of one task', () => {
    expect(paths.teacher.submissions.getHref()).toBe('/teacher/submissions');
    expect(paths.teacher.submissions.getHref('t1')).toBe('/teacher/submissions?task=t1');
  });

  it('sends each role to its own dashboard, any other home', () => {
    expect(homeOf('student')).toBe('/student/dashboard');
    expect(homeOf('teacher')).toBe('/teacher/dashboard');
    expect(homeOf('admin')).toBe('/admin/dashboard');
    expect(homeOf(undefined)).toBe('/');
  });

  it('names the admin’s screens and links to their filters', () => {
    expect(routeFor('/admin/people')).toMatchObject({ name: 'AdminPeople', titleKey: 'titles.AdminPeople' });
    expect(routeFor('/admin/classes/c1')).toMatchObject({ name: 'AdminClass' });
    expect(routeFor('/admin/import')).toMatchObject({ name: 'AdminImport' });
    expect(paths.admin.people.getHref({ role: 'student', active: 'false' })).toBe(
      '/admin/people?role=student&active=false',
    );
    expect(paths.admin.classes.getHref({ noTeacher: true })).toBe('/admin/classes?filter=no-teacher');
    expect(paths.admin.classes.getHref()).toBe('/admin/classes');
  });
});
