import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '@sinfxona/domain/schemas/marks';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { submissionKeys } from '@/shared/api/query-keys';
import { renderWithApp, testQueryClient } from '@/test/render';
import { TaskRoster } from './task-roster';

const work = (fields: Partial<Submission>) => ({ submittedAt: '2026-11-20T10:00:00.000Z', ...fields }) as Submission;
const student = (id: string, fullName: string) => ({ _id: id, fullName });

const roster: RosterEntry[] = [
  {
    student: student('s1', 'Aziza Karimova'),
    status: 'graded',
    attempt: 2,
    submission: work({ isGraded: true, score: 87, mark: 5, status: 'graded' }),
  },
  {
    student: student('s2', 'Bekzod Olimov'),
    status: 'late',
    attempt: 1,
    submission: work({ isGraded: false, score: null, mark: null }),
  },
  { student: student('s3', 'Dilnoza Rahimova'), status: 'missing', attempt: 0 },
  {
    student: student('s4', 'Jasur Karimov'),
    status: 'assigned',
    attempt: 0,
    extension: { deadline: '2026-12-01T10:00:00.000Z' },
  },
  {
    student: student('s5', 'Kamola Ergasheva'),
    status: 'missing',
    attempt: 0,
    excused: { studentId: 's5', taskId: 't1', excusedAt: '', excusedBy: student('u1', 'Anvar Tursunov') },
  },
];

function renderRoster() {
  const client = testQueryClient();
  client.setQueryData(submissionKeys.roster('t1'), roster);
  renderWithApp(
    <TaskRoster
      taskId="t1"
      rowActions={(entry) => <button type="button">{`more time: ${entry.student.fullName}`}</button>}
    />,
    { client },
  );
}
const rows = () => screen.getAllByTestId('roster-row');
const row = (name: string) => rows().find((element) => element.textContent?.includes(name))!;

describe('TaskRoster', () => {
  it('lists every student with their status, the attempt of a resubmission and the mark of graded work', () => {
    renderRoster();
    expect(rows().map((element) => element.dataset.status)).toEqual([
      'graded',
      'late',
      'missing',
      'assigned',
      'missing',
    ]);
    expect(within(row('Aziza Karimova')).getByText('2-urinish')).toBeInTheDocument();
    expect(row('Aziza Karimova').querySelector('[data-mark]')).toHaveTextContent('87 · 5');
    expect(within(row('Bekzod Olimov')).queryByText(/urinish/)).toBeNull();
    expect(within(row('Jasur Karimov')).getByText(/^Muddati:/)).toBeInTheDocument();
    expect(within(row('Kamola Ergasheva')).getByText('Sababli')).toBeInTheDocument();
  });

  it("offers more time on rows with nothing handed in, and excusing only a missing pupil's (or its undo)", () => {
    renderRoster();
    expect(screen.getAllByRole('button', { name: /^more time: / }).map((button) => button.textContent)).toEqual([
      'more time: Dilnoza Rahimova',
      'more time: Jasur Karimov',
      'more time: Kamola Ergasheva',
    ]);
    expect(screen.getByRole('button', { name: 'Dilnoza Rahimova: sababli deb belgilash' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Kamola Ergasheva: sababli belgisini olib tashlash' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Jasur Karimov: sababli/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Aziza Karimova: sababli/ })).toBeNull();
  });

  it('filters by status with a chip that counts, and a status nobody has cannot be chosen', async () => {
    renderRoster();
    expect(screen.getByRole('radio', { name: 'Hammasi (5)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Topshirilgan (0)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Topshirilmagan (2)' }));
    expect(rows().map((element) => element.textContent)).toEqual([
      expect.stringContaining('Dilnoza Rahimova'),
      expect.stringContaining('Kamola Ergasheva'),
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Hammasi (5)' }));
    expect(rows()).toHaveLength(5);
  });
});
