import { ActionIcon, Button, Grid, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { termsSchema, type Terms } from '@sinfxona/domain/schemas/school';
import { FormFailure } from '@/shared/ui/form-parts';
import { zodValidate } from '@/shared/ui/zod-form';
import { SchoolSettingCard, useSchoolSave } from './school-setting-form';

type TermsValues = { terms: Terms };

const termsForm = z.object({ terms: termsSchema });
const MAX_TERMS = 6;

/**
 * The school's terms (chorak) (docs/architecture.md §4 "Marks and terms"): a name and first and last
 * day each, in order, not overlapping; a task belongs to the term of its deadline. An admin's
 * setting, saved with PUT /api/school; the shared schema checks it here first and the server has the
 * last word. Standalone: it reads and saves the school itself, so any settings page can place it.
 */
export default function TermsForm() {
  const { t } = useTranslation();
  return (
    <SchoolSettingCard title={t('marks.termsForm.title')} hint={t('marks.termsForm.hint')} testId="terms-form">
      {(school) => <TermsFields initial={school.terms} />}
    </SchoolSettingCard>
  );
}

function TermsFields({ initial }: { initial: Terms }) {
  const { t } = useTranslation();
  const { save, failure, saving } = useSchoolSave(t('marks.termsForm.saved'), t('marks.termsForm.failed'));
  const form = useForm<TermsValues>({ initialValues: { terms: initial }, validate: zodValidate(termsForm) });
  const terms = form.values.terms;
  const submit = form.onSubmit((values) => void save({ terms: values.terms }, form.setErrors));
  const addTerm = () => {
    const last = terms.at(-1);
    form.insertListItem('terms', {
      name: t('marks.termsForm.newName', { n: terms.length + 1 }),
      start: last?.end ?? '',
      end: '',
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormFailure message={failure} />
        {typeof form.errors.terms === 'string' && (
          <Text c="red.9" size="sm" role="alert">
            {form.errors.terms}
          </Text>
        )}
        {/* One card per term: name, then its first and last day side by side, so a phone does not scroll sideways. */}
        {terms.map((_term, index) => (
          <Paper key={index} withBorder p="xs" radius="sm" data-testid="term-row">
            <Grid gutter="xs" align="flex-end">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label={t('marks.termsForm.name')}
                  aria-label={t('marks.termsForm.nameN', { n: index + 1 })}
                  maxLength={40}
                  {...form.getInputProps(`terms.${index}.name`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 5, sm: 3.5 }}>
                <TextInput
                  type="date"
                  label={t('marks.termsForm.start')}
                  aria-label={t('marks.termsForm.startN', { n: index + 1 })}
                  {...form.getInputProps(`terms.${index}.start`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 5, sm: 3.5 }}>
                <TextInput
                  type="date"
                  label={t('marks.termsForm.end')}
                  aria-label={t('marks.termsForm.endN', { n: index + 1 })}
                  {...form.getInputProps(`terms.${index}.end`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 1 }}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  disabled={terms.length <= 1}
                  aria-label={t('marks.termsForm.remove', { n: index + 1 })}
                  onClick={() => form.removeListItem('terms', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Grid.Col>
            </Grid>
          </Paper>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={terms.length >= MAX_TERMS}
            onClick={addTerm}
          >
            {t('marks.termsForm.add')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('marks.termsForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
