import { ActionIcon, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
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
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('marks.termsForm.name')}</Table.Th>
              <Table.Th>{t('marks.termsForm.start')}</Table.Th>
              <Table.Th>{t('marks.termsForm.end')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {terms.map((_term, index) => (
              <Table.Tr key={index}>
                <Table.Td>
                  <TextInput
                    aria-label={t('marks.termsForm.nameN', { n: index + 1 })}
                    maxLength={40}
                    miw={110}
                    {...form.getInputProps(`terms.${index}.name`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    type="date"
                    aria-label={t('marks.termsForm.startN', { n: index + 1 })}
                    {...form.getInputProps(`terms.${index}.start`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    type="date"
                    aria-label={t('marks.termsForm.endN', { n: index + 1 })}
                    {...form.getInputProps(`terms.${index}.end`)}
                  />
                </Table.Td>
                <Table.Td w={48}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={terms.length <= 1}
                    aria-label={t('marks.termsForm.remove', { n: index + 1 })}
                    onClick={() => form.removeListItem('terms', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
