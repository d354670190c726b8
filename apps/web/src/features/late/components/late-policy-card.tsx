import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/client';
import { FormFailure } from '@/shared/ui/form-parts';
import { toast } from '@/shared/ui/toast';
import { useSaveLatePolicy } from '@/features/late/api/save-late-policy';
import type { LatePolicy } from '@/shared/late/late-policy';
import { policySentence } from '@/shared/late/policy-sentence';
import '@/shared/i18n/grading-texts';

const NO_POLICY: LatePolicy = { perDayPercent: 0, floor: 0, cutoffDays: null };
type Field = number | string;

/**
 * A class's late policy for its teachers: percent off per day late, the floor, the days after
 * the deadline until hand-ins close (empty: never), with a sentence saying what it does.
 */
export function LatePolicyCard({
  classId,
  policy,
  readOnly = false,
}: {
  classId: string;
  policy?: LatePolicy;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const saved = policy ?? NO_POLICY;
  const save = useSaveLatePolicy(classId);
  const [perDay, setPerDay] = useState<Field>(saved.perDayPercent);
  const [floor, setFloor] = useState<Field>(saved.floor);
  const [cutoff, setCutoff] = useState<Field>(saved.cutoffDays ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const draft: LatePolicy = {
    perDayPercent: Number(perDay) || 0,
    floor: Number(floor) || 0,
    cutoffDays: cutoff === '' ? null : Number(cutoff),
  };

  const submit = async () => {
    setFailure(null);
    try {
      await save.mutateAsync(draft);
      toast(t('late.policy.saved'), { type: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, t('late.policy.failed')));
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="late-policy-card">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} size="h5">
            {t('late.policy.title')}
          </Title>
          <FormFailure message={failure} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              label={t('late.policy.perDay')}
              min={0}
              max={100}
              decimalScale={1}
              value={perDay}
              onChange={setPerDay}
              disabled={readOnly}
            />
            <NumberInput
              label={t('late.policy.floor')}
              min={0}
              max={100}
              decimalScale={1}
              value={floor}
              onChange={setFloor}
              disabled={readOnly}
            />
            <NumberInput
              label={t('late.policy.cutoff')}
              placeholder={t('late.policy.cutoffPlaceholder')}
              min={0}
              max={60}
              allowDecimal={false}
              value={cutoff}
              onChange={setCutoff}
              disabled={readOnly}
            />
          </SimpleGrid>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm" c="dimmed" data-testid="late-policy-sentence">
              {policySentence(t, draft)}
            </Text>
            {!readOnly && (
              <Button type="submit" loading={save.isPending}>
                {t('common.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
