import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GRADE_SCALE, type School } from '@sinfxona/domain/schemas/school';
import { schoolKeys } from '@/shared/api/query-keys';
import { renderWithApp, testQueryClient } from '@/test/render';
import { MarkBadge } from './mark-badge';

const school = (gradeScale = DEFAULT_GRADE_SCALE): School => ({
  name: 'Maktab',
  address: '',
  teacherSignup: 'open',
  gradeScale,
  terms: [{ name: '1-chorak', start: '2026-09-01', end: '2026-11-05' }],
});

function renderBadge(node: React.ReactNode, gradeScale = DEFAULT_GRADE_SCALE) {
  const client = testQueryClient();
  client.setQueryData(schoolKeys.all, school(gradeScale));
  return renderWithApp(node, { client });
}

describe('MarkBadge', () => {
  it('shows "87 · 5" coloured by the mark, its word beside it and the whole in words for a screen reader', () => {
    renderBadge(<MarkBadge score={87} mark={5} />);
    const badge = document.querySelector('[data-mark]')!;
    expect(badge).toHaveTextContent('87 · 5');
    expect(badge).toHaveAttribute('data-color', 'green');
    expect(screen.getByText("a'lo")).toBeInTheDocument();
    expect(screen.getByText('87 ball, baho 5')).toBeInTheDocument();
  });

  it.each([
    [4, 'blue', 'yaxshi'],
    [3, 'yellow', 'qoniqarli'],
    [2, 'red', 'qoniqarsiz'],
  ] as const)('colours a %i %s with the word "%s"', (mark, color, word) => {
    renderBadge(<MarkBadge score={60} mark={mark} />);
    expect(document.querySelector('[data-mark]')).toHaveAttribute('data-color', color);
    expect(document.querySelector('[data-mark-level]')).toHaveTextContent(word);
  });

  it("colours by the mark's rank on the school's own scale", () => {
    const tenPoint = [
      { mark: 10, min: 90 },
      { mark: 8, min: 70 },
      { mark: 6, min: 50 },
      { mark: 3, min: 0 },
    ];
    renderBadge(<MarkBadge score={75} mark={8} />, tenPoint);
    expect(document.querySelector('[data-mark]')).toHaveAttribute('data-color', 'blue');
  });

  it('shows a mark alone without a score, and the score in its own colour without a mark', () => {
    const { unmount } = renderBadge(<MarkBadge mark={5} />);
    expect(document.querySelector('[data-mark]')).toHaveTextContent(/^5$/);
    expect(screen.getByText('Baho 5')).toBeInTheDocument();
    unmount();
    renderBadge(<MarkBadge score={75} mark={null} />);
    expect(document.querySelector('[data-mark]')).toBeNull();
    expect(document.querySelector('[data-color]')).toHaveTextContent('75/100');
  });
});
