import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { api, HttpError } from '@/shared/api/client';
import { makeClass, renderWithApp, seedClasses, testQueryClient } from '@/test/render';
import { CopyTaskForm } from './copy-task-dialog';

const DAY = 86_400_000;
const deadline = new Date(Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000).toISOString();
const task: Task = {
  _id: 't-kasrlar',
  classId: 'c-a',
  className: '7-A',
  title: 'Kasrlar',
  description: 'Darslikdagi mashqlar',
  deadline,
  createdAt: deadline,
  updatedAt: deadline,
  file: null,
  topic: null,
  publishAt: null,
  createdBy: { _id: 'u-teacher', fullName: 'Anvar Tursunov' },
};
const classes = [
  makeClass('c-a', '7-A'),
  makeClass('c-b', '7-B'),
  makeClass('c-v', '7-V'),
  makeClass('c-old', 'Eski sinf', { archived: true }),
];

function open(onClose = vi.fn()) {
  const client = testQueryClient();
  seedClasses(client, classes);
  renderWithApp(<CopyTaskForm task={task} onClose={onClose} />, { client });
  return onClose;
}

describe('the "Copy to classes" dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the teacher's other active classes, not this one nor archived ones", () => {
    open();
    expect(screen.getByRole('checkbox', { name: '7-B' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '7-V' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '7-A' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Eski sinf' })).not.toBeInTheDocument();
  });

  it('previews the shifted deadline, and refuses one in the past before asking the server', async () => {
    open();
    expect(screen.getByText(`Yangi muddat: ${formatDateTime(deadline)}`)).toBeInTheDocument();
    const shift = screen.getByRole('textbox', { name: /Muddatni necha kunga surish/ });
    await userEvent.clear(shift);
    await userEvent.type(shift, '7');
    expect(
      screen.getByText(`Yangi muddat: ${formatDateTime(new Date(Date.parse(deadline) + 7 * DAY).toISOString())}`),
    ).toBeInTheDocument();
    await userEvent.clear(shift);
    await userEvent.type(shift, '-5');
    expect(screen.getByRole('alert')).toHaveTextContent("Bu muddat o'tib ketgan");
    expect(screen.getByRole('button', { name: 'Nusxalash' })).toBeDisabled();
  });

  it('copies into the chosen classes with the shift, then closes', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      status: 201,
      headers: {},
      data: { data: { tasks: [{ ...task, _id: 't-copy', classId: 'c-b', className: '7-B' }] } },
    });
    const onClose = open();
    await userEvent.click(screen.getByRole('checkbox', { name: '7-B' }));
    const shift = screen.getByRole('textbox', { name: /Muddatni necha kunga surish/ });
    await userEvent.clear(shift);
    await userEvent.type(shift, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Nusxalash' }));
    expect(post).toHaveBeenCalledWith('/api/tasks/t-kasrlar/copy', { classIds: ['c-b'], shiftDays: 2 });
    expect(onClose).toHaveBeenCalled();
  });

  it("asks for a class first, and shows the server's refusal", async () => {
    const post = vi.spyOn(api, 'post').mockRejectedValue(
      new HttpError('404', '/api/tasks/t-kasrlar/copy', {
        status: 404,
        data: { success: false, message: 'Sinf topilmadi' },
      }),
    );
    const onClose = open();
    await userEvent.click(screen.getByRole('button', { name: 'Nusxalash' }));
    expect(screen.getByText('Kamida bitta sinf tanlang')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: '7-V' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nusxalash' }));
    expect(await screen.findByText('Sinf topilmadi')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
