import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { useAuth } from '@/shared/auth/auth-store';
import { aTeacher, aStudent, makeClass, renderWithApp, seedClasses, signInAs, testQueryClient } from '@/test/render';
import { recentTasksQuery } from '@/features/tasks/api/get-tasks';
import { taskKeys } from '@/shared/api/query-keys';
import { StudentTaskGrid, studentTaskPages } from './student-task-grid';
import { toTaskInput } from './task-form';
import { TaskFormModal } from './task-form-modal';
import { TaskList } from './task-list';

const algebra = makeClass('c-algebra', '7-A Algebra');
/** 08:00 on 2 January 2030 on the school's clock (Tashkent, UTC+5). */
const LATER = '2030-01-02T03:00:00.000Z';

const aTask = (id: string, title: string, fields: Partial<Task> = {}) =>
  ({
    _id: id,
    classId: algebra._id,
    className: algebra.name,
    title,
    description: 'Darslikdagi mashqlarni bajaring va yuklang.',
    deadline: '2030-01-09T03:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    file: null,
    createdBy: { _id: aTeacher._id, fullName: aTeacher.fullName },
    topic: null,
    publishAt: null,
    submissionCount: 0,
    isCompleted: false,
    mySubmission: null,
    ...fields,
  }) as Task;

const tasks = [
  aTask('t1', 'Kasrlarni qo‘shish', { topic: 'Kasrlar', publishAt: LATER }),
  aTask('t2', 'Uchburchaklar', { topic: 'Geometriya' }),
  aTask('t3', 'Takrorlash'),
  aTask('t4', 'Kasrlarni ayirish', { topic: 'Kasrlar' }),
];

/** The sections' headings in order, and the titles under each. */
const sections = () =>
  screen.getAllByRole('region').map((region) => ({
    topic: within(region).getByRole('heading').textContent,
    titles: tasks.map((task) => task.title).filter((title) => within(region).queryByText(title) !== null),
  }));

describe('tasks by topic', () => {
  afterEach(() => useAuth.getState().logout());

  it("shows the teacher's tasks in sections by topic, those without one last under Boshqa, a scheduled one marked", () => {
    signInAs(aTeacher);
    renderWithApp(<TaskList variant="full" tasks={tasks} onView={vi.fn()} />);
    expect(sections()).toEqual([
      { topic: 'Kasrlar', titles: ['Kasrlarni qo‘shish', 'Kasrlarni ayirish'] },
      { topic: 'Geometriya', titles: ['Uchburchaklar'] },
      { topic: 'Boshqa', titles: ['Takrorlash'] },
    ]);
    const scheduled = screen.getByText('Kasrlarni qo‘shish').closest('[data-testid="teacher-task"]') as HTMLElement;
    expect(scheduled).toHaveTextContent("02/01/2030 08:00 da e'lon qilinadi");
    const open = screen.getByText('Uchburchaklar').closest('[data-testid="teacher-task"]') as HTMLElement;
    expect(open).not.toHaveTextContent("e'lon qilinadi");
  });

  it('keeps a list without topics as it is: no lone "Boshqa" heading', () => {
    signInAs(aTeacher);
    renderWithApp(<TaskList variant="full" tasks={[tasks[2]!]} onView={vi.fn()} />);
    expect(screen.queryByRole('heading', { name: 'Boshqa' })).not.toBeInTheDocument();
    expect(screen.getByText('Takrorlash')).toBeInTheDocument();
  });

  it("shows the student's task cards by topic too", async () => {
    signInAs(aStudent);
    const client = testQueryClient();
    const own = tasks.filter((task) => task.publishAt === null);
    client.setQueryData(taskKeys.pages(studentTaskPages(undefined, 'all')), {
      pages: [{ tasks: own, pagination: { page: 1, limit: 20, total: 3, pages: 1 } }],
      pageParams: [1],
    });
    renderWithApp(<StudentTaskGrid filter="all" onFilterChange={vi.fn()} onOpen={vi.fn()} />, { client });
    await screen.findByText('Uchburchaklar');
    // In the order each topic first appears (the newest first), "Boshqa" last.
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Geometriya',
      'Kasrlar',
      'Boshqa',
    ]);
  });
});

describe('the task form: topic and publish time', () => {
  afterEach(() => useAuth.getState().logout());

  const openForm = async (task: Task | null) => {
    signInAs(aTeacher);
    const client = testQueryClient();
    seedClasses(client, [algebra]);
    // The dashboard's page of the newest tasks, kept: it carries every topic of the class.
    client.setQueryData(recentTasksQuery(algebra._id).queryKey, {
      tasks,
      pagination: { page: 1, limit: 20, total: 4, pages: 1 },
      topics: ['Geometriya', 'Kasrlar'],
    });
    renderWithApp(<TaskFormModal opened task={task} onClose={vi.fn()} />, { client });
    await screen.findByRole('button', { name: 'Saqlash' }, { timeout: 10_000 });
  };

  it("suggests the class's topics and offers a publish time for a new task", async () => {
    await openForm(null);
    const topic = screen.getByRole('textbox', { name: 'Mavzu' });
    await userEvent.type(topic, 'Ka');
    // The dropdown is still in its opening transition (display: none) in jsdom: its options are there.
    expect(await screen.findByRole('option', { name: 'Kasrlar', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Geometriya', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /E'lon qilish vaqti \(Toshkent\)/ })).toBeInTheDocument();
    expect(screen.getByText("Bo'sh bo'lsa, darhol e'lon qilinadi")).toBeInTheDocument();
  });

  it('shows a scheduled task its publish time on the school clock; a published one has no publish field', async () => {
    await openForm(tasks[0]!);
    expect(screen.getByRole('textbox', { name: 'Mavzu' })).toHaveValue('Kasrlar');
    expect(screen.getByRole('button', { name: /E'lon qilish vaqti/ })).toHaveTextContent('02/01/2030 08:00');
  });

  it('offers no publish time once a task is out', async () => {
    await openForm(tasks[1]!);
    expect(screen.queryByRole('button', { name: /E'lon qilish vaqti/ })).not.toBeInTheDocument();
  });

  it("sends the publish time typed on the school's clock as the instant, an empty one as now", () => {
    const values = { classId: 'c', title: 'T', description: 'D', deadline: null, topic: ' Kasrlar ' };
    expect(toTaskInput({ ...values, publishAt: '2030-01-02 08:00:00' }).publishAt).toBe(LATER);
    expect(toTaskInput({ ...values, publishAt: null }).publishAt).toBe('');
    expect('publishAt' in toTaskInput(values)).toBe(false);
  });
});
