import { applyLatePenalty } from '@sinfxona/domain/rules/late-policy';
import { markOf } from '@sinfxona/domain/rules/marks';
import type { Submission } from '@sinfxona/domain/schemas/submissions';
import { useGradeScale } from '@/shared/school/get-school';
import { typedScore } from '@/shared/ui/live-mark';
import { GradeBreakdown } from './grade-breakdown';
import { useLatePolicy } from './late-policy';

/**
 * What the class's late policy will make of the raw score being typed for late work: "Raw 90 ·
 * −9 late (1 day) · Final 81 · 4" (the server counts again when it saves: an extension given since counts).
 */
export function LatePreview({
  submission,
  value,
}: {
  submission: Pick<Submission, 'classId' | 'isLate' | 'daysLate' | 'rawScore'>;
  value: number | string;
}) {
  const scale = useGradeScale();
  const policy = useLatePolicy(submission.isLate && submission.daysLate > 0 ? submission.classId : undefined);
  const raw = typedScore(value);
  if (raw === null || !policy.data || raw === submission.rawScore) return null;
  const { score, penalty } = applyLatePenalty(raw, submission.daysLate, policy.data);
  if (penalty === null) return null;
  return (
    <GradeBreakdown
      submission={{
        rawScore: raw,
        latePenalty: penalty,
        daysLate: submission.daysLate,
        score,
        mark: markOf(score, scale),
        held: false,
      }}
    />
  );
}
