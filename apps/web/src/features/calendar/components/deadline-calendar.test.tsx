import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { monthWeeks, type CalendarEntry } from './calendar-entries';
import { DayList } from './day-list';
import { MonthGrid } from './month-grid';
import { DeadlineCalendar } from './deadline-calendar';

/** A local date-time as the tests write it (the calendar draws deadlines on the viewer's local day). */
const at = (year: number, month: number, day: number, hour = 18) => new Date(year, month, day, hour).toISOString();
const entry = (id: string, title: string, deadline: string): CalendarEntry => ({
  id,
  title,
  className: '7-A',
  deadline,
  href: `/student/tasks#${id}`,
});
const november = { year: 2026, month: 10 };
const today = new Date(2026, 10, 27, 9);
const entries = [
  entry('t1', 'Kasrlar', at(2026, 10, 3)),
  entry('t2', 'Insho', at(2026, 10, 27, 20)),
  entry('t3', 'Tenglamalar', at(2026, 10, 27, 10)),
  entry('t4', 'Dekabr vazifasi', at(2026, 11, 2)),
];

describe('the month grid', () => {
  it('lays November 2026 out Monday first in whole weeks', () => {
    const weeks = monthWeeks(november);
    // 1 November 2026 is a Sunday: six empty days lead.
    expect(weeks[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]![6]!.getDate()).toBe(1);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('puts each deadline on its day as a link to its task, in time order, and marks today', () => {
    renderWithApp(<MonthGrid month={november} entries={entries} today={today} />);
    const day27 = document.querySelector('[data-day="2026-11-27"]') as HTMLElement;
    expect(day27).toHaveAttribute('aria-current', 'date');
    expect(
      within(day27)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tenglamalar', 'Insho']);
    expect(within(day27).getByRole('link', { name: 'Insho' })).toHaveAttribute('href', '/student/tasks#t2');
    const day3 = document.querySelector('[data-day="2026-11-03"]') as HTMLElement;
    expect(day3).not.toHaveAttribute('aria-current');
    expect(within(day3).getByRole('link', { name: 'Kasrlar' })).toBeInTheDocument();
    // December's deadline is not in November.
    expect(screen.queryByRole('link', { name: 'Dekabr vazifasi' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Du',
      'Se',
      'Ch',
      'Pa',
      'Ju',
      'Sh',
      'Ya',
    ]);
  });

  it('shows three chips a day and counts the rest', () => {
    const busy = ['A', 'B', 'C', 'D', 'E'].map((name, index) =>
      entry(name, `Vazifa ${name}`, at(2026, 10, 10, 8 + index)),
    );
    renderWithApp(<MonthGrid month={november} entries={busy} today={today} />);
    const day = document.querySelector('[data-day="2026-11-10"]') as HTMLElement;
    expect(within(day).getAllByRole('link')).toHaveLength(3);
    expect(day).toHaveTextContent('+2 ta');
  });
});

describe('the day list (phones)', () => {
  it("groups the month's deadlines by day, today marked", () => {
    renderWithApp(<DayList month={november} entries={entries} today={today} />);
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(days).toEqual(['Se, 3 Noyabr', 'Ju, 27 Noyabr']);
    const todayCard = screen.getByText('Bugun').closest('[aria-current="date"]') as HTMLElement;
    expect(
      within(todayCard)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tenglamalar', 'Insho']);
    expect(todayCard).toHaveTextContent('20:00 gacha');
  });

  it('says so when the month has no deadline', () => {
    renderWithApp(<DayList month={{ year: 2026, month: 0 }} entries={entries} today={today} />);
    expect(screen.getByText("Bu oyda muddatlar yo'q")).toBeInTheDocument();
  });
});

describe('the calendar', () => {
  it('moves to the next and previous month', async () => {
    renderWithApp(<DeadlineCalendar entries={entries} today={today} />);
    expect(screen.getByRole('heading', { name: 'Noyabr 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keyingi oy' }));
    expect(screen.getByRole('heading', { name: 'Dekabr 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Dekabr vazifasi' }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Oldingi oy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oldingi oy' }));
    expect(screen.getByRole('heading', { name: 'Oktabr 2026' })).toBeInTheDocument();
  });
});
