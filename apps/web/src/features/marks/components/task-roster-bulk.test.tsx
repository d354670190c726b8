import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '@sinfxona/domain/schemas/marks';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { submissionKeys } from '@/shared/api/query-keys';
import { renderWithApp, testQueryClient } from '@/test/render';
import { TaskRoster } from './task-roster';

const graded = {
  rawScore: null,
  latePenalty: null,
  daysLate: 0,
  score: 72,
  mark: 4,
  held: false,
} as unknown as Submission;

describe('TaskRoster bulk selection', () => {
  it("selects the roster's missing pupils and opens the bulk bar for them", async () => {
    const roster: RosterEntry[] = [
      { student: { _id: 's1', fullName: 'Aziza Karimova' }, status: 'graded', attempt: 1, submission: graded },
      { student: { _id: 's2', fullName: 'Bekzod Olimov' }, status: 'missing', attempt: 0 },
      { student: { _id: 's3', fullName: 'Dilnoza Rahimova' }, status: 'missing', attempt: 0 },
    ];
    const client = testQueryClient();
    client.setQueryData(submissionKeys.roster('t1'), roster);
    renderWithApp(<TaskRoster taskId="t1" />, { client });
    await userEvent.click(screen.getByRole('button', { name: 'Topshirmaganlarni tanlash' }));
    expect(screen.getByRole('checkbox', { name: 'Tanlash: Bekzod Olimov' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Tanlash: Aziza Karimova' })).not.toBeChecked();
    // The bar (and its date picker) loads on the first selection.
    const bar = await screen.findByTestId('bulk-bar', {}, { timeout: 15_000 });
    expect(within(bar).getByText('2 ta tanlandi')).toBeInTheDocument();
    for (const action of ["Qo'shimcha vaqt berish", 'Qayta ishlashga qaytarish', "Baholarni e'lon qilish"])
      expect(within(bar).getByRole('button', { name: action })).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Tanlovni bekor qilish' }));
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
  }, 30_000);
});
