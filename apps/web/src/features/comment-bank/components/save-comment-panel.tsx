import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/client';
import { FormFailure } from '@/shared/ui/form-parts';
import { toast } from '@/shared/ui/toast';
import { useSaveBankComment } from '@/features/comment-bank/api/save-bank-comment';

/** Saves `text` (the feedback, or the selected part of it) to the bank, shared with the class's teachers if asked. */
export function SaveCommentPanel({ text, classId, onDone }: { text: string; classId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBankComment();
  const [share, setShare] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    try {
      await save.mutateAsync({ text, classId: share ? classId : undefined });
      toast(t('commentBank.saved'), { type: 'success' });
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t('commentBank.saveFailed')));
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="save-comment-panel">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('commentBank.saveTitle')}
        </Text>
        <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap' }} c="dimmed">
          {text}
        </Text>
        <Switch
          label={t('commentBank.share')}
          checked={share}
          onChange={(event) => setShare(event.currentTarget.checked)}
        />
        <FormFailure message={failure} />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onDone}>
            {t('commentBank.cancel')}
          </Button>
          <Button size="xs" onClick={() => void submit()} loading={save.isPending}>
            {t('commentBank.confirm')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
