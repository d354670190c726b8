import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { renderWithApp } from '@/test/render';
import { GradeBreakdown } from './grade-breakdown';
import { policySentence } from './policy-sentence';

const graded = (fields: Partial<Submission>) =>
  ({ rawScore: null, latePenalty: null, daysLate: 0, score: 72, mark: 4, held: false, ...fields }) as Submission;

function Sentence({ policy }: { policy: Parameters<typeof policySentence>[1] }) {
  const { t } = useTranslation();
  return <p>{policySentence(t, policy)}</p>;
}

describe('the late policy on screen', () => {
  it('shows raw score, penalty and final score apart, and nothing for work without a penalty', () => {
    renderWithApp(<GradeBreakdown submission={graded({ rawScore: 90, latePenalty: 18, daysLate: 2 })} />);
    expect(screen.getByTestId('grade-breakdown')).toHaveTextContent(
      'Dastlabki 90 · −18 kechikish (2 kun) · Yakuniy 72 · 4',
    );
  });

  it('says nothing for on-time work, and marks a held grade', () => {
    const { container } = renderWithApp(<GradeBreakdown submission={graded({ score: 90, rawScore: 90 })} />);
    expect(container.querySelector('[data-testid="grade-breakdown"]')).toBeNull();
    renderWithApp(<GradeBreakdown submission={graded({ held: true })} />);
    expect(screen.getByText('Ushlab turilgan')).toBeInTheDocument();
  });

  it('says what the policy does in one sentence', () => {
    renderWithApp(
      <>
        <Sentence policy={{ perDayPercent: 10, floor: 50, cutoffDays: 3 }} />
        <Sentence policy={{ perDayPercent: 0, floor: 0, cutoffDays: null }} />
        <Sentence policy={{ perDayPercent: 5, floor: 0, cutoffDays: 0 }} />
      </>,
    );
    expect(
      screen.getByText('Har kun −10 %, 50 balldan pastga tushmaydi; muddatdan 3 kun keyin yopiladi'),
    ).toBeInTheDocument();
    expect(screen.getByText('Kechikkan ish uchun ball ayirilmaydi; topshirish yopilmaydi.')).toBeInTheDocument();
    expect(
      screen.getByText('Har kun −5 %, 0 balldan pastga tushmaydi; muddat tugashi bilan yopiladi'),
    ).toBeInTheDocument();
  });
});
