import { Anchor, Box, Card, Chip, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markOf } from '@sinfxona/domain/rules/marks';
import { applyRubric, scoreFromPoints, type RubricChoice, type RubricResult } from '@sinfxona/domain/rules/rubric';
import type { Rubric } from '@sinfxona/domain/schemas/rubrics';
import { useGradeScale } from '@/shared/school/get-school';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { useTaskRubric } from './get-task-rubric';
import '@/shared/i18n/grading-texts';

/** What the panel needs of a grade form: it sets the rubric's choices and the score they add up to. */
interface GradeFormLike {
  setValues(values: { score?: number | string; rubric?: RubricChoice[] }): void;
}

type Choices = Record<string, { levelId: string; comment: string }>;

/** The earlier grading's choices that still name a level of the rubric (it may have been edited since). */
function initialChoices(rubric: Rubric, initial: RubricResult | null | undefined): Choices {
  const choices: Choices = {};
  for (const row of initial?.criteria ?? []) {
    const criterion = rubric.criteria.find((candidate) => candidate.id === row.criterionId);
    if (criterion?.levels.some((level) => level.id === row.levelId))
      choices[row.criterionId] = { levelId: row.levelId, comment: row.comment };
  }
  return choices;
}

/** A suggested choice in the shape of a graded row, so `initialChoices` keeps only levels the rubric has. */
const asResultRow = (choice: RubricChoice): RubricResult['criteria'][number] => ({
  criterionId: choice.criterionId,
  levelId: choice.levelId,
  comment: choice.comment ?? '',
  title: '',
  levelTitle: '',
  points: 0,
  maxPoints: 0,
});

/**
 * Grading by the task's rubric (nothing when it has none): a row per criterion, a level clicked in
 * each, an optional comment each, and the running total "points / max → score · mark" that fills
 * the form's score. The server works the score out again from the same choices.
 */
export function RubricGrading({
  taskId,
  form,
  initial,
  suggested,
}: {
  taskId: string;
  form: GradeFormLike;
  initial?: RubricResult | null;
  /** Levels an AI draft suggests: they replace the choices when they arrive. */
  suggested?: RubricChoice[] | null;
}) {
  const rubric = useTaskRubric(taskId);
  if (!rubric.data) return null;
  return <RubricGradingPanel rubric={rubric.data} form={form} initial={initial} suggested={suggested} />;
}

function RubricGradingPanel({
  rubric,
  form,
  initial,
  suggested,
}: {
  rubric: Rubric;
  form: GradeFormLike;
  initial?: RubricResult | null;
  suggested?: RubricChoice[] | null;
}) {
  const { t } = useTranslation();
  const scale = useGradeScale();
  const [choices, setChoices] = useState<Choices>(() => initialChoices(rubric, initial));
  const [commenting, setCommenting] = useState<Record<string, boolean>>({});

  // An accepted AI draft's levels (those the rubric still has) take the place of the clicked ones,
  // once per draft: adjusted while rendering, as React advises for state that follows a prop.
  const [draftSeen, setDraftSeen] = useState(suggested);
  if (suggested !== draftSeen) {
    setDraftSeen(suggested);
    if (suggested)
      setChoices(initialChoices(rubric, { criteria: suggested.map(asResultRow), points: 0, maxPoints: 0 }));
  }

  const list: RubricChoice[] = rubric.criteria
    .filter((criterion) => choices[criterion.id])
    .map((criterion) => ({ criterionId: criterion.id, ...choices[criterion.id]! }));
  const applied = applyRubric(rubric.criteria, list);
  const complete = 'result' in applied;
  const points = rubric.criteria.reduce((sum, criterion) => {
    const chosen = criterion.levels.find((level) => level.id === choices[criterion.id]?.levelId);
    return sum + (chosen?.points ?? 0);
  }, 0);
  const score = complete ? applied.score : scoreFromPoints(points, rubric.maxPoints);

  // The form follows the choices: the rubric's levels once any is chosen, and its score once all are.
  useEffect(() => {
    if (list.length === 0) form.setValues({ rubric: undefined });
    else form.setValues(complete ? { rubric: list, score } : { rubric: list });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the choices decide; `form` is a new object each render
  }, [choices]);

  const choose = (criterionId: string, levelId: string) =>
    setChoices((current) => ({ ...current, [criterionId]: { levelId, comment: current[criterionId]?.comment ?? '' } }));
  const comment = (criterionId: string, text: string) =>
    setChoices((current) =>
      current[criterionId] ? { ...current, [criterionId]: { ...current[criterionId]!, comment: text } } : current,
    );

  return (
    <Card withBorder radius="md" padding="sm" data-testid="rubric-grading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t('rubrics.grading')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('rubrics.chosen', { chosen: list.length, count: rubric.criteria.length })}
          </Text>
        </Group>
        {rubric.criteria.map((criterion) => {
          const chosen = choices[criterion.id];
          const showComment = commenting[criterion.id] || Boolean(chosen?.comment);
          return (
            <Box key={criterion.id} data-testid="rubric-grading-criterion">
              <Text size="sm" fw={500} id={`rubric-${criterion.id}`}>
                {criterion.title}
              </Text>
              <Chip.Group value={chosen?.levelId ?? null} onChange={(value) => choose(criterion.id, value as string)}>
                <Group gap={6} mt={4} role="radiogroup" aria-labelledby={`rubric-${criterion.id}`}>
                  {criterion.levels.map((level) => (
                    <Chip key={level.id} value={level.id} size="sm" radius="sm">
                      {level.title} · {level.points}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {chosen &&
                (showComment ? (
                  <Textarea
                    mt={6}
                    size="xs"
                    autosize
                    minRows={1}
                    maxLength={1000}
                    aria-label={t('rubrics.commentFor', { title: criterion.title })}
                    placeholder={t('rubrics.commentFor', { title: criterion.title })}
                    value={chosen.comment}
                    onChange={(event) => comment(criterion.id, event.currentTarget.value)}
                  />
                ) : (
                  <Anchor
                    component="button"
                    type="button"
                    size="xs"
                    mt={4}
                    onClick={() => setCommenting((open) => ({ ...open, [criterion.id]: true }))}
                  >
                    {t('rubrics.addComment')}
                  </Anchor>
                ))}
            </Box>
          );
        })}
        <Group justify="space-between" gap="xs" aria-live="polite">
          <Group gap="xs" data-testid="rubric-live-total">
            <Text size="sm" fw={600}>
              {t('rubrics.liveTotal', { points, max: rubric.maxPoints, score })}
            </Text>
            {complete && <MarkBadge score={score} mark={markOf(score, scale)} size="sm" />}
          </Group>
          {list.length > 0 && (
            <Anchor component="button" type="button" size="xs" c="dimmed" onClick={() => setChoices({})}>
              {t('rubrics.clear')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
