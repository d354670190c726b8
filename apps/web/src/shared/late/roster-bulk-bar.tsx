import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowBackUp, IconClockPlus, IconEye, IconFileZip, IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/api/client';
import { DateTimeField } from '@/shared/ui/date-time-field';
import { FormFailure } from '@/shared/ui/form-parts';
import { toast } from '@/shared/ui/toast';
import { downloadSelection, useBulkAction, type BulkRequest } from '@/shared/late/bulk';
import '@/shared/i18n/grading-texts';

type Mode = 'extend' | 'return' | null;

/**
 * What the teacher can do with the chosen students at once: give more time (one new deadline),
 * return their work for revision (one message), release their held grades, download their work.
 */
export default function RosterBulkBar({
  taskId,
  deadline,
  studentIds,
  onClear,
}: {
  taskId: string;
  deadline?: string;
  studentIds: string[];
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkAction(taskId);
  const [mode, setMode] = useState<Mode>(null);
  const [newDeadline, setNewDeadline] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const run = async (request: BulkRequest) => {
    setFailure(null);
    try {
      const result = await bulk.mutateAsync(request);
      toast(t('late.bulk.result', { done: result.done.length, skipped: result.skipped.length }), {
        type: result.skipped.length > 0 ? 'info' : 'success',
      });
      setMode(null);
      onClear();
    } catch (error) {
      setFailure(errorMessage(error, t('late.bulk.failed')));
    }
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSelection(taskId, studentIds);
    } catch {
      toast(t('workflow.downloadFailed'), { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      bg="blue.0"
      role="region"
      aria-label={t('late.bulk.barLabel')}
      data-testid="bulk-bar"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('late.bulk.selected', { count: studentIds.length })}
          </Text>
          <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={onClear}>
            {t('late.bulk.clear')}
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant={mode === 'extend' ? 'filled' : 'light'}
            leftSection={<IconClockPlus size={14} />}
            onClick={() => setMode('extend')}
          >
            {t('late.bulk.extend')}
          </Button>
          <Button
            size="xs"
            variant={mode === 'return' ? 'filled' : 'light'}
            color="orange"
            leftSection={<IconArrowBackUp size={14} />}
            onClick={() => setMode('return')}
          >
            {t('late.bulk.returnAction')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="teal"
            leftSection={<IconEye size={14} />}
            loading={bulk.isPending && mode === null}
            onClick={() => void run({ action: 'release', studentIds })}
          >
            {t('late.bulk.release')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="gray"
            leftSection={<IconFileZip size={14} />}
            loading={downloading}
            onClick={() => void download()}
          >
            {t('late.bulk.download')}
          </Button>
        </Group>
        <FormFailure message={failure} />
        {mode === 'extend' && (
          <Group align="flex-end" wrap="wrap" gap="xs">
            <DateTimeField
              label={t('late.bulk.newDeadline')}
              value={newDeadline}
              onChange={(value) => setNewDeadline(value ? String(value) : null)}
              minDate={deadline ? new Date(deadline) : undefined}
              w={{ base: '100%', xs: 240 }}
              required
            />
            <Button
              disabled={!newDeadline}
              loading={bulk.isPending}
              onClick={() => void run({ action: 'extend', studentIds, deadline: dayjs(newDeadline).toISOString() })}
            >
              {t('late.bulk.apply')}
            </Button>
          </Group>
        )}
        {mode === 'return' && (
          <Stack gap="xs">
            <Textarea
              label={t('late.bulk.returnMessage')}
              autosize
              minRows={2}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              required
            />
            <Group justify="flex-end">
              <Button
                color="orange"
                disabled={message.trim() === ''}
                loading={bulk.isPending}
                onClick={() => void run({ action: 'return', studentIds, feedback: message })}
              >
                {t('late.bulk.apply')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
