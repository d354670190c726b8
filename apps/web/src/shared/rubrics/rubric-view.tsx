import { Box, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Rubric } from '@sinfxona/domain/schemas/rubrics';
import { useTaskRubric } from './get-task-rubric';
import '@/shared/i18n/grading-texts';

/**
 * A rubric as the student reads it before handing in: each criterion with its levels and points,
 * the levels side by side on a wide screen and two to a row on a phone.
 */
export function RubricView({ rubric }: { rubric: Rubric }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="rubric-view">
      <Text fw={600}>
        {t('rubrics.studentIntro')}{' '}
        <Text span c="dimmed" size="sm">
          ({t('rubrics.summary', { count: rubric.criteria.length, points: rubric.maxPoints })})
        </Text>
      </Text>
      {rubric.criteria.map((criterion) => (
        <Box key={criterion.id}>
          <Text size="sm" fw={600}>
            {criterion.title}
          </Text>
          {criterion.description && (
            <Text size="xs" c="dimmed">
              {criterion.description}
            </Text>
          )}
          <SimpleGrid
            cols={{ base: 2, sm: Math.min(criterion.levels.length, 4) }}
            spacing={6}
            verticalSpacing={6}
            mt={4}
            role="list"
            aria-label={t('rubrics.levelsOf', { title: criterion.title })}
          >
            {criterion.levels.map((level) => (
              <Card key={level.id} withBorder padding={6} radius="sm" role="listitem">
                <Text size="xs" fw={600} lh={1.3}>
                  {level.title}
                </Text>
                <Text size="xs" c="blue.8">
                  {t('rubrics.pointsShort', { points: level.points })}
                </Text>
                {level.description && (
                  <Text size="xs" c="dimmed" lh={1.3}>
                    {level.description}
                  </Text>
                )}
              </Card>
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

/** The task's rubric when it has one (nothing otherwise): on the student's task before they hand in. */
export function TaskRubric({ taskId }: { taskId: string }) {
  const rubric = useTaskRubric(taskId);
  if (!rubric.data) return null;
  return <RubricView rubric={rubric.data} />;
}
