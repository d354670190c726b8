import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { api } from '@/shared/api/client';
import { classKeys, taskKeys } from '@/shared/api/query-keys';
import { makeClass, renderWithApp, seedClasses, testQueryClient } from '@/test/render';
import { ReusePicker } from './reuse-task-dialog';

const DAY = 86_400_000;
const makeTask = (id: string, title: string, classId: string, className: string, deadline: string): Task => ({
  _id: id,
  classId,
  className,
  title,
  description: 'Mashqlar',
  deadline,
  createdAt: deadline,
  updatedAt: deadline,
  file: null,
  topic: null,
  publishAt: null,
  createdBy: { _id: 'u-teacher', fullName: 'Anvar Tursunov' },
});
const page = (tasks: Task[]) => ({ tasks, pagination: { page: 1, limit: 100, total: tasks.length, pages: 1 } });
const soon = new Date(Date.now() + 3 * DAY).toISOString();
const lastYear = new Date(Date.now() - 360 * DAY).toISOString();

function open(onCopied = vi.fn()) {
  const client = testQueryClient();
  seedClasses(client, [makeClass('c-a', '7-A'), makeClass('c-b', '7-B')]);
  client.setQueryData(classKeys.list(true), [makeClass('c-old', '6-A (2025)', { archived: true })]);
  client.setQueryData(
    taskKeys.list({ search: '', classId: undefined }),
    page([makeTask('t-here', 'Shu sinf vazifasi', 'c-a', '7-A', soon), makeTask('t-b', 'Kasrlar', 'c-b', '7-B', soon)]),
  );
  client.setQueryData(
    taskKeys.list({ search: '', classId: 'c-old' }),
    page([makeTask('t-old', 'Tenglamalar', 'c-old', '6-A (2025)', lastYear)]),
  );
  // What the server answers to a search (it matches descriptions too, and older tasks than a page).
  client.setQueryData(taskKeys.list({ search: 'tengla', classId: undefined }), page([]));
  client.setQueryData(
    taskKeys.list({ search: 'tengla', classId: 'c-old' }),
    page([
      makeTask('t-old', 'Tenglamalar', 'c-old', '6-A (2025)', lastYear),
      {
        ...makeTask('t-old-2', 'Algebra takrorlash', 'c-old', '6-A (2025)', lastYear),
        description: 'Tenglamalar va tengsizliklar',
      },
    ]),
  );
  renderWithApp(<ReusePicker classId="c-a" onCopied={onCopied} />, { client });
  return onCopied;
}

describe('"Reuse a task" on the new-task form', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the tasks of the teacher's other classes, archived ones too, and searches them", async () => {
    open();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Kasrlar|Tenglamalar/).textContent)).toEqual([
      'Kasrlar',
      'Tenglamalar',
    ]);
    expect(screen.queryByText('Shu sinf vazifasi')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText('Arxiv')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Vazifani qidirish' }), 'tengla');
    // The server's answer, the description's match included.
    expect(await screen.findByText('Algebra takrorlash')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Kasrlar')).not.toBeInTheDocument();
  });

  it("copies an archived class's task into this class, its deadline moved by whole weeks into the future", async () => {
    const copied = makeTask('t-new', 'Tenglamalar', 'c-a', '7-A', soon);
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ status: 201, headers: {}, data: { data: { tasks: [copied] } } });
    const onCopied = open();
    const old = screen.getAllByRole('listitem')[1]!;
    await userEvent.click(within(old).getByRole('button', { name: 'Shu sinfga nusxalash' }));
    expect(screen.getByRole('textbox', { name: 'Muddatni necha kunga surish' })).toHaveValue('364');
    expect(screen.getByText(/^Yangi muddat:/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nusxalash' }));
    expect(post).toHaveBeenCalledWith('/api/tasks/t-old/copy', { classIds: ['c-a'], shiftDays: 364 });
    expect(onCopied).toHaveBeenCalledWith(copied);
  });
});
