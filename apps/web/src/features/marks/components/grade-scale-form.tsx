import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_GRADE_SCALE, gradeScaleSchema, type GradeScale } from '@sinfxona/domain/schemas/school';
import { FormFailure } from '@/shared/ui/form-parts';
import { MarkBadge } from '@/shared/ui/mark-badge';
import { zodValidate } from '@/shared/ui/zod-form';
import { SchoolSettingCard, useSchoolSave } from './school-setting-form';

type Step = { mark: number | string; min: number | string };
type ScaleValues = { gradeScale: Step[] };

const scaleForm = z.object({ gradeScale: gradeScaleSchema });
const toScale = (values: ScaleValues) => ({
  gradeScale: values.gradeScale.map((step) => ({
    mark: step.mark === '' ? undefined : Number(step.mark),
    min: step.min === '' ? undefined : Number(step.min),
  })),
});

/**
 * The school's grade scale (docs/architecture.md §4 "Marks and terms"): each mark from the highest
 * down with the fewest points that earn it, the last from 0. An admin's setting, saved with
 * PUT /api/school; the shared schema checks it here first and the server has the last word.
 * Standalone: it reads and saves the school itself, so any settings page can place it.
 */
export default function GradeScaleForm() {
  const { t } = useTranslation();
  return (
    <SchoolSettingCard title={t('marks.scaleForm.title')} hint={t('marks.scaleForm.hint')} testId="grade-scale-form">
      {(school) => <ScaleFields initial={school.gradeScale} />}
    </SchoolSettingCard>
  );
}

function ScaleFields({ initial }: { initial: GradeScale }) {
  const { t } = useTranslation();
  const { save, failure, saving } = useSchoolSave(t('marks.scaleForm.saved'), t('marks.scaleForm.failed'));
  const form = useForm<ScaleValues>({
    initialValues: { gradeScale: initial },
    validate: zodValidate(scaleForm, toScale),
  });
  const steps = form.values.gradeScale;
  const submit = form.onSubmit((values) => {
    void save({ gradeScale: toScale(values).gradeScale as GradeScale }, form.setErrors);
  });
  const lastMark = Number(steps.at(-1)?.mark ?? 2);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormFailure message={failure} />
        {typeof form.errors.gradeScale === 'string' && (
          <Text c="red.9" size="sm" role="alert">
            {form.errors.gradeScale}
          </Text>
        )}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('marks.scaleForm.mark')}</Table.Th>
              <Table.Th>{t('marks.scaleForm.min')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {steps.map((step, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <NumberInput
                      aria-label={t('marks.scaleForm.markN', { n: index + 1 })}
                      min={1}
                      max={12}
                      allowDecimal={false}
                      w={80}
                      {...form.getInputProps(`gradeScale.${index}.mark`)}
                    />
                    {step.mark !== '' && step.min !== '' && <MarkBadge mark={Number(step.mark)} size="sm" />}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('marks.scaleForm.minN', { n: index + 1 })}
                    min={0}
                    max={100}
                    decimalScale={1}
                    w={100}
                    {...form.getInputProps(`gradeScale.${index}.min`)}
                  />
                </Table.Td>
                <Table.Td w={48}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={steps.length <= 2}
                    aria-label={t('marks.scaleForm.remove', { n: index + 1 })}
                    onClick={() => form.removeListItem('gradeScale', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={steps.length >= 12}
              onClick={() => form.insertListItem('gradeScale', { mark: Math.max(1, lastMark - 1), min: 0 })}
            >
              {t('marks.scaleForm.add')}
            </Button>
            <Button variant="subtle" size="xs" onClick={() => form.setFieldValue('gradeScale', DEFAULT_GRADE_SCALE)}>
              {t('marks.scaleForm.reset')}
            </Button>
          </Group>
          <Button type="submit" loading={saving}>
            {t('marks.scaleForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
