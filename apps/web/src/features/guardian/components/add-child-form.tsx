import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { useLinkChild } from '@/features/guardian/api/guardian-api';
import '@/shared/i18n/guardian-texts';

/** "Add a child": the guardian types the child's 8-character code. */
export function AddChildForm({ onAdded }: { onAdded?: (childId: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const link = useLinkChild();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const child = await link.mutateAsync(code);
      toast(t('guardian.children.added', { name: child.fullName }), { type: 'success' });
      setCode('');
      onAdded?.(child._id);
    } catch (failure) {
      setError(errorMessage(failure, t('guardian.children.addFailed')));
    }
  };
  return (
    <Card withBorder padding="md">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('guardian.children.addTitle')}
          </Title>
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <TextInput
              style={{ flex: 1 }}
              label={t('guardian.children.codeLabel')}
              description={t('guardian.children.codeHint')}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
              error={error}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={20}
              data-testid="guardian-code-input"
            />
          </Group>
          <Button type="submit" loading={link.isPending} disabled={!code.trim()} style={{ alignSelf: 'flex-start' }}>
            {t('guardian.children.add')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
