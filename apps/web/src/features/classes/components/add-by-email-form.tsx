import { Button, Flex, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rosterEmailInput } from '@sinfxona/domain/schemas/classes';
import { errorMessage } from '@/shared/api/client';
import { zodValidate } from '@/shared/ui/zod-form';

/**
 * One e-mail and an Add button: a student onto the roster or a co-teacher onto the class. The
 * server's answer (unknown e-mail, the wrong role, an archived class) shows under the field.
 */
export function AddByEmailForm({
  label,
  submitLabel,
  failureMessage,
  disabled = false,
  onAdd,
}: {
  label: string;
  submitLabel: string;
  failureMessage: string;
  disabled?: boolean;
  onAdd: (email: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<{ email: string }>({ initialValues: { email: '' }, validate: zodValidate(rosterEmailInput) });

  const submit = form.onSubmit(async (values) => {
    try {
      await onAdd(rosterEmailInput.parse(values).email);
      form.reset();
    } catch (error) {
      form.setFieldError('email', errorMessage(error, failureMessage));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-start' }} gap="sm">
        <TextInput
          label={label}
          placeholder={t('classes.emailPlaceholder')}
          type="email"
          autoComplete="off"
          disabled={disabled}
          w={{ base: '100%', xs: 360 }}
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          leftSection={<IconUserPlus size={16} />}
          loading={form.submitting}
          disabled={disabled}
          mt={{ base: 0, xs: 25 }}
        >
          {submitLabel}
        </Button>
      </Flex>
    </form>
  );
}
