import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RubricCriterion } from '@sinfxona/domain/rules/rubric';
import { QueryView } from '@/shared/ui/states';
import { useRubricList } from '@/features/rubrics/api/rubrics';
import '@/shared/i18n/grading-texts';

/** The teacher's rubrics of other tasks (any class they teach), newest first, searchable; one is copied on a click. */
export function RubricReusePicker({
  excludeTaskId,
  onPick,
}: {
  excludeTaskId: string;
  onPick: (criteria: RubricCriterion[]) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const rubrics = useRubricList(q);
  const others = (rubrics.data ?? []).filter((rubric) => rubric.taskId !== excludeTaskId);
  return (
    <Card withBorder radius="md" padding="sm" bg="gray.0" data-testid="rubric-reuse">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('rubrics.reuseTitle')}
        </Text>
        <TextInput
          leftSection={<IconSearch size={14} />}
          placeholder={t('rubrics.reuseSearch')}
          aria-label={t('rubrics.reuseSearch')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <QueryView
          query={rubrics}
          errorMessage={t('rubrics.loadFailed')}
          empty={others.length === 0}
          emptyMessage={t('rubrics.reuseEmpty')}
        >
          <Stack gap={6} mah={260} style={{ overflowY: 'auto' }}>
            {others.map((rubric) => (
              <Group key={rubric.taskId} justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={500} truncate>
                    {t('rubrics.reuseFrom', { task: rubric.taskTitle, class: rubric.className })}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {rubric.criteria.map((criterion) => criterion.title).join(' · ')} —{' '}
                    {t('rubrics.summary', { count: rubric.criteria.length, points: rubric.maxPoints })}
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  variant="light"
                  style={{ flexShrink: 0 }}
                  aria-label={`${t('rubrics.reusePick')}: ${rubric.taskTitle}`}
                  onClick={() => onPick(rubric.criteria)}
                >
                  {t('rubrics.reusePick')}
                </Button>
              </Group>
            ))}
          </Stack>
        </QueryView>
      </Stack>
    </Card>
  );
}
