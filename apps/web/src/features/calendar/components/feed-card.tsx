import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/calendar-texts';
import { errorMessage } from '@/shared/api/client';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { QueryView } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useClipboardCopy } from '@/shared/ui/use-clipboard-copy';
import { useCalendarFeed, useRenewFeed } from '@/features/calendar/api/calendar-feed';

/** "Subscribe in your phone's calendar": the private feed URL, a copy button and a new link (the old one stops). */
export function FeedCard() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const renew = useRenewFeed();
  const clipboard = useClipboardCopy();
  const [confirming, setConfirming] = useState(false);

  const makeNew = async () => {
    try {
      await renew.mutateAsync();
      toast(t('calendar.feed.renewed'), { type: 'success' });
    } catch (error) {
      toast(errorMessage(error, t('calendar.feed.renewFailed')), { type: 'error' });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconCalendarPlus size={20} aria-hidden />
          <Title order={2} size="h4">
            {t('calendar.feed.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('calendar.feed.hint')}
        </Text>
        <QueryView query={feed} errorMessage={t('calendar.feed.loadFailed')}>
          {({ url }) => (
            <Stack gap="xs">
              <TextInput
                label={t('calendar.feed.label')}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
              <Group gap="xs">
                <Button
                  leftSection={<IconCopy size={16} />}
                  color={clipboard.state === 'failed' ? 'red' : undefined}
                  onClick={() => void clipboard.copy(url)}
                >
                  {clipboard.state === 'copied' ? t('calendar.feed.copied') : t('calendar.feed.copy')}
                </Button>
                <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => setConfirming(true)}>
                  {t('calendar.feed.renew')}
                </Button>
              </Group>
              {clipboard.state === 'failed' && (
                <Text size="sm" c="red" role="alert">
                  {t('calendar.feed.copyFailed')}
                </Text>
              )}
            </Stack>
          )}
        </QueryView>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={t('calendar.feed.renew')}
        confirmLabel={t('calendar.feed.renew')}
        loading={renew.isPending}
        onConfirm={() => void makeNew()}
        onClose={() => setConfirming(false)}
      >
        {t('calendar.feed.renewConfirm')}
      </ConfirmModal>
    </Card>
  );
}
