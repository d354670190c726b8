import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { joinClassInput, type SchoolClass } from '@sinfxona/domain/schemas/classes';
import { errorMessage } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { zodValidate } from '@/shared/ui/zod-form';
import { useJoinClass } from '@/features/classes/api/join-class';

/** A code as typed, shown the way the teacher sees it: capitals (the server ignores case and spaces). */
export const normaliseCodeInput = (value: string) => value.toUpperCase();

/**
 * A student joins a class with the code from their teacher. Case and spaces don't matter; an
 * unknown or closed code shows the server's own message in the student's language.
 */
export function JoinClassForm({ onJoined }: { onJoined?: (joined: SchoolClass) => void }) {
  const { t } = useTranslation();
  const join = useJoinClass();
  const form = useForm<{ code: string }>({
    initialValues: { code: '' },
    validate: zodValidate(joinClassInput),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const joined = await join.mutateAsync(joinClassInput.parse(values));
      toast(t('classes.joined', { name: joined.name }), { type: 'success' });
      form.reset();
      onJoined?.(joined);
    } catch (error) {
      form.setFieldError('code', errorMessage(error, t('classes.joinFailed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" align="flex-start">
        <TextInput
          label={t('classes.code')}
          placeholder={t('classes.codePlaceholder')}
          description={t('classes.codeHint')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          styles={{ input: { fontFamily: 'monospace', letterSpacing: 2, fontSize: 18 } }}
          w="100%"
          maw={360}
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', normaliseCodeInput(event.currentTarget.value))}
        />
        <Button type="submit" leftSection={<IconLogin2 size={18} />} loading={join.isPending}>
          {t('classes.join')}
        </Button>
      </Stack>
    </form>
  );
}
