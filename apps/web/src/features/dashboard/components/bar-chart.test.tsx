import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import BarChart, { type BarChartProps } from './bar-chart';

const completion: BarChartProps = {
  label: 'Vazifalar bajarilishi',
  categoryLabel: 'Vazifa',
  data: [
    { label: 'Kasrlar', values: [75] },
    { label: "Butun sonlar va ularning xossalari bo'yicha mashq", values: [100] },
    { label: 'Tenglamalar', values: [50] },
  ],
  series: [{ name: 'Bajarilish', color: 'var(--mantine-color-indigo-6)' }],
  max: 100,
  unit: '%',
  height: 260,
};

const activity = (submissions: number[], graded: number[]): BarChartProps => ({
  label: 'Oylik faollik',
  categoryLabel: 'Oy',
  data: ['sen, 2025', 'okt, 2025', 'noy, 2025'].map((month, index) => ({
    label: month,
    values: [submissions[index] ?? 0, graded[index] ?? 0],
  })),
  series: [
    { name: 'Topshiriqlar', color: 'var(--mantine-color-blue-6)' },
    { name: 'Baholangan', color: 'var(--mantine-color-teal-7)' },
  ],
  height: 260,
});

/** The bars of the chart (its <rect>s), each with its tooltip text and how long it is drawn. */
function bars(chart: HTMLElement) {
  const columns = chart.closest('[data-orientation]')?.getAttribute('data-orientation') === 'columns';
  return [...chart.querySelectorAll('rect')].map((rect) => {
    const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => Number(rect.getAttribute(name)));
    return {
      title: rect.querySelector('title')?.textContent,
      x: x!,
      y: y!,
      thickness: columns ? width! : height!,
      length: columns ? height! : width!,
    };
  });
}

const barLength = (chart: HTMLElement, title: string) => bars(chart).find((bar) => bar.title === title)?.length;
const orientation = (chart: HTMLElement) => chart.closest('[data-orientation]')?.getAttribute('data-orientation');

describe('BarChart', () => {
  it('is an image named by its title, with a bar (and tooltip) per task', () => {
    renderWithApp(<BarChart {...completion} />);
    const chart = screen.getByRole('img', { name: 'Vazifalar bajarilishi' });
    expect(bars(chart).map((bar) => bar.title)).toEqual([
      'Kasrlar · Bajarilish: 75%',
      "Butun sonlar va ularning xossalari bo'yicha mashq · Bajarilish: 100%",
      'Tenglamalar · Bajarilish: 50%',
    ]);
  });

  it('lays the bars on their side, labels before them, when the labels would not fit under them', () => {
    renderWithApp(<BarChart {...completion} />);
    const chart = screen.getByRole('img', { name: 'Vazifalar bajarilishi' });
    expect(orientation(chart)).toBe('rows');
    const drawn = bars(chart);
    // One row each, one above the other, equally thick.
    expect(drawn.map((bar) => bar.y)).toEqual([...drawn.map((bar) => bar.y)].sort((a, b) => a - b));
    expect(new Set(drawn.map((bar) => bar.thickness)).size).toBe(1);
    // No label is slanted.
    expect(chart.querySelectorAll('text[transform]')).toHaveLength(0);
  });

  it('draws bar lengths in proportion to the values on a 0–100 % axis', () => {
    renderWithApp(<BarChart {...completion} />);
    const chart = screen.getByRole('img', { name: 'Vazifalar bajarilishi' });
    const fullBar = bars(chart).find((bar) => bar.title?.endsWith('100%'))!;
    const full = fullBar.length;
    expect(full).toBeGreaterThan(50);
    // The full bar reaches the axis's 100% line.
    expect(fullBar.x + full).toBeCloseTo(Number(within(chart).getByText('100%').getAttribute('x')), 5);
    expect(barLength(chart, 'Tenglamalar · Bajarilish: 50%')).toBeCloseTo(full / 2, 5);
    expect(barLength(chart, 'Kasrlar · Bajarilish: 75%')).toBeCloseTo((full * 3) / 4, 5);
    expect(within(chart).getByText('0%')).toBeInTheDocument();
  });

  it('shortens a long task title on the axis only', () => {
    renderWithApp(<BarChart {...completion} />);
    const chart = screen.getByRole('img', { name: 'Vazifalar bajarilishi' });
    const shortened = within(chart).getByText(/^Butun sonlar .*…$/);
    expect(shortened.textContent!.length).toBeLessThan("Butun sonlar va ularning xossalari bo'yicha mashq".length);
    expect(
      screen.getByRole('rowheader', { name: "Butun sonlar va ularning xossalari bo'yicha mashq" }),
    ).toBeInTheDocument();
  });

  it('gives screen readers the same numbers as a table', () => {
    renderWithApp(<BarChart {...completion} />);
    const table = screen.getByRole('table', { name: 'Vazifalar bajarilishi' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Vazifa', 'Bajarilish'],
      ['Kasrlar', '75%'],
      ["Butun sonlar va ularning xossalari bo'yicha mashq", '100%'],
      ['Tenglamalar', '50%'],
    ]);
  });

  it('stands the bars up when their labels fit under them', () => {
    renderWithApp(<BarChart {...activity([4, 6, 2], [3, 6, 0])} />);
    const chart = screen.getByRole('img', { name: 'Oylik faollik' });
    expect(orientation(chart)).toBe('columns');
    const fullBar = bars(chart).find((bar) => bar.title === 'okt, 2025 · Topshiriqlar: 6')!;
    // A bar rises from the axis: its top is its length above the bottom one's.
    const bottom = fullBar.y + fullBar.length;
    expect(bars(chart).every((bar) => Math.abs(bar.y + bar.length - bottom) < 1e-6)).toBe(true);
  });

  it('groups two series per month, with a legend naming both', () => {
    renderWithApp(<BarChart {...activity([4, 6, 2], [3, 6, 0])} />);
    const chart = screen.getByRole('img', { name: 'Oylik faollik' });
    expect(bars(chart)).toHaveLength(6);
    expect(barLength(chart, 'okt, 2025 · Baholangan: 6')).toBeCloseTo(
      barLength(chart, 'sen, 2025 · Topshiriqlar: 4')! * 1.5,
      5,
    );
    expect(barLength(chart, 'noy, 2025 · Baholangan: 0')).toBe(0);
    for (const name of ['Topshiriqlar', 'Baholangan']) {
      expect(screen.getAllByText(name).filter((element) => !element.closest('table'))).toHaveLength(1);
    }
    const table = screen.getByRole('table', { name: 'Oylik faollik' });
    expect(within(table).getByRole('row', { name: 'okt, 2025 6 6' })).toBeInTheDocument();
  });

  it('draws an axis and no NaN when every month is zero', () => {
    const { container } = renderWithApp(<BarChart {...activity([0, 0, 0], [0, 0, 0])} />);
    const chart = screen.getByRole('img', { name: 'Oylik faollik' });
    expect(bars(chart)).toHaveLength(6);
    expect(within(chart).getByText('1')).toBeInTheDocument();
    const attributes = [...container.querySelectorAll('svg *')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.value),
    );
    expect(attributes.filter((value) => value.includes('NaN'))).toEqual([]);
  });
});
