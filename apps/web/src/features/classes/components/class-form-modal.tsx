import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_NAME_MAX, CLASS_SUBJECT_MAX } from '@sinfxona/domain/constants';
import { classCreateInput, classUpdateInput, type SchoolClass } from '@sinfxona/domain/schemas/classes';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { zodValidate } from '@/shared/ui/zod-form';
import { useCreateClass } from '@/features/classes/api/create-class';
import { useUpdateClass } from '@/features/classes/api/update-class';
import { FormFailure } from '@/shared/ui/form-parts';
import { Dialog } from '@/shared/ui/dialog';
import '@/shared/i18n/guardian-texts';
import '@/shared/i18n/stream-texts';

interface ClassValues {
  name: string;
  subject: string;
  joinEnabled: boolean;
  guardiansSeeFeedback: boolean;
  streamComments: boolean;
}

/** A new class (name, subject), or an edit that can also switch joining by code on or off. */
export function ClassFormModal({
  opened,
  schoolClass,
  onClose,
  onSaved,
}: {
  opened: boolean;
  schoolClass: SchoolClass | null;
  onClose: () => void;
  onSaved?: (saved: SchoolClass) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={schoolClass ? t('classes.editTitle') : t('classes.newClass')}
      centered
    >
      {opened && (
        <ClassForm key={schoolClass?._id ?? 'new'} schoolClass={schoolClass} onClose={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function ClassForm({
  schoolClass,
  onClose,
  onSaved,
}: {
  schoolClass: SchoolClass | null;
  onClose: () => void;
  onSaved?: (saved: SchoolClass) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateClass();
  const update = useUpdateClass();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ClassValues>({
    initialValues: {
      name: schoolClass?.name ?? '',
      subject: schoolClass?.subject ?? '',
      joinEnabled: schoolClass?.joinEnabled ?? true,
      guardiansSeeFeedback: schoolClass?.guardiansSeeFeedback ?? true,
      streamComments: schoolClass?.streamComments ?? true,
    },
    validate: zodValidate(schoolClass ? classUpdateInput : classCreateInput),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = schoolClass
        ? await update.mutateAsync({ id: schoolClass._id, input: classUpdateInput.parse(values) })
        : await create.mutateAsync(classCreateInput.parse(values));
      toast(schoolClass ? t('classes.updated') : t('classes.created', { name: saved.name }), { type: 'success' });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      form.setErrors(fieldErrors(error));
      setFailure(errorMessage(error, t('classes.saveFailed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormFailure message={failure} />
        <TextInput
          label={t('classes.name')}
          placeholder={t('classes.namePlaceholder')}
          required
          maxLength={CLASS_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('classes.subject')}
          placeholder={t('classes.subjectPlaceholder')}
          description={t('common.optional')}
          maxLength={CLASS_SUBJECT_MAX}
          {...form.getInputProps('subject')}
        />
        {schoolClass && (
          <Switch
            label={t('classes.joinEnabled')}
            description={t('classes.joinEnabledHint')}
            {...form.getInputProps('joinEnabled', { type: 'checkbox' })}
          />
        )}
        {schoolClass && (
          <Switch
            label={t('guardian.classSettings.seeFeedback')}
            description={t('guardian.classSettings.seeFeedbackHint')}
            {...form.getInputProps('guardiansSeeFeedback', { type: 'checkbox' })}
          />
        )}
        {schoolClass && (
          <Switch
            label={t('stream.classComments')}
            description={t('stream.classCommentsHint')}
            {...form.getInputProps('streamComments', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {schoolClass ? t('common.save') : t('classes.createFirst')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
