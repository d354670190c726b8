import { Card, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { School, SchoolUpdateInput } from '@sinfxona/domain/schemas/school';
import { errorMessage, fieldErrors } from '@/shared/api/client';
import { useSchool } from '@/shared/school/get-school';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useUpdateSchool } from '@/shared/school/update-school';

/**
 * Saving one part of the school's settings: sends it with PUT /api/school, says so in a toast, or
 * keeps the server's refusal (its message, and its field errors for the form) to show.
 */
export function useSchoolSave(savedMessage: string, failedMessage: string) {
  const update = useUpdateSchool();
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (input: SchoolUpdateInput, setErrors: (errors: Record<string, string>) => void) => {
    setFailure(null);
    try {
      await update.mutateAsync(input);
      toast(savedMessage, { type: 'success' });
    } catch (error) {
      setFailure(errorMessage(error, failedMessage));
      setErrors(fieldErrors(error));
    }
  };
  return { save, failure, saving: update.isPending };
}

/** A titled card around a form of the school's settings, once the school's answer is here. */
export function SchoolSettingCard({
  title,
  hint,
  testId,
  children,
}: {
  title: string;
  hint: string;
  testId: string;
  children: (school: School) => ReactNode;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </div>
        {school.isPending ? (
          <LoadingState />
        ) : school.isError ? (
          <ErrorState message={t('marks.schoolFailed')} onRetry={() => void school.refetch()} />
        ) : (
          children(school.data)
        )}
      </Stack>
    </Card>
  );
}
