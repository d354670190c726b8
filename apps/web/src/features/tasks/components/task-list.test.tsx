import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import '@/shared/i18n/i18n';
import { TaskList } from './task-list';

const task = {
  _id: 't1',
  title: 'Kasrlar',
  description: "Kasrlarni qo'shish bo'yicha misollar.",
  deadline: new Date(Date.now() + 86_400_000).toISOString(),
  submissionCount: 2,
  file: null,
} as unknown as Task;

function renderList(variant: 'compact' | 'full', onView = vi.fn()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <TaskList variant={variant} tasks={[task]} onView={onView} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onView;
}

describe('TaskList', () => {
  it('full: a card per task, View Submissions named after the task', async () => {
    const onView = renderList('full');
    expect(screen.getByTestId('teacher-task')).toHaveTextContent('Kasrlar');
    await userEvent.click(screen.getByRole('button', { name: "Topshiriqlarni ko'rish: Kasrlar" }));
    expect(onView).toHaveBeenCalledWith(task);
    expect(screen.getByRole('button', { name: 'Tahrirlash: Kasrlar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "O'chirish: Kasrlar" })).toBeInTheDocument();
  });

  it('compact: rows without cards, the same actions', async () => {
    const onView = renderList('compact');
    expect(screen.queryByTestId('teacher-task')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Topshiriqlarni ko'rish" }));
    expect(onView).toHaveBeenCalledWith(task);
    expect(screen.getByRole('button', { name: 'Tahrirlash: Kasrlar' })).toBeInTheDocument();
  });

  it('asks before deleting and names the submission count', async () => {
    renderList('full');
    await userEvent.click(screen.getByRole('button', { name: "O'chirish: Kasrlar" }));
    const dialog = await screen.findByRole('dialog');
    // The whole sentence the count sits in: a stray "2" elsewhere in the dialog would not pass.
    expect(
      within(dialog).getByText(
        "\"Kasrlar\" vazifasini o'chirasizmi? Unda 2 ta topshiriq bor; ular va baholar saqlanib qoladi, lekin ro'yxatlarda ko'rinmaydi.",
      ),
    ).toBeInTheDocument();
  });
});
