import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { errorMessage } from '@/shared/api/client';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { toast } from '@/shared/ui/toast';
import { useClipboardCopy } from '@/shared/ui/use-clipboard-copy';
import { useRenewJoinCode } from '@/features/classes/api/renew-join-code';

/**
 * A class's join code for its teachers: copy it (it says 'Copied' for 3 s, like the AI page's
 * copy) or make a new one after a confirm — the old code stops working at once.
 */
export function JoinCode({ schoolClass }: { schoolClass: SchoolClass }) {
  const { t } = useTranslation();
  const clipboard = useClipboardCopy();
  const renew = useRenewJoinCode();
  const [confirming, setConfirming] = useState(false);
  const code = schoolClass.joinCode ?? '';
  const enabled = schoolClass.joinEnabled !== false;

  const renewCode = async () => {
    try {
      const updated = await renew.mutateAsync(schoolClass._id);
      toast(t('classes.newCodeDone', { code: updated.joinCode }), { type: 'success' });
      setConfirming(false);
    } catch (error) {
      toast(errorMessage(error, t('classes.newCodeFailed')), { type: 'error' });
    }
  };

  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('classes.joinCode')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text
          ff="monospace"
          fz={22}
          fw={700}
          lts={2}
          c={enabled ? undefined : 'dimmed'}
          td={enabled ? undefined : 'line-through'}
          data-testid="join-code"
        >
          {code}
        </Text>
        <ActionIcon
          variant="light"
          color={clipboard.state === 'copied' ? 'teal' : undefined}
          size="lg"
          aria-label={t('classes.copyCode', { name: schoolClass.name })}
          onClick={() => void clipboard.copy(code)}
        >
          {clipboard.state === 'copied' ? <IconCheck size={18} /> : <IconCopy size={18} />}
        </ActionIcon>
        <Tooltip label={t('classes.newCode')} withArrow>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('classes.newCodeLabel', { name: schoolClass.name })}
            onClick={() => setConfirming(true)}
          >
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
        <Text size="sm" c="teal.7" fw={500} role="status" aria-live="polite">
          {clipboard.state === 'copied' ? t('common.copied') : ''}
        </Text>
      </Group>
      {clipboard.state === 'failed' && (
        <Text size="xs" c="red" role="alert">
          {t('classes.copyFailed')}
        </Text>
      )}
      {!enabled && (
        <Badge color="gray" variant="light" w="fit-content">
          {t('classes.joinOff')}
        </Badge>
      )}
      <ConfirmModal
        opened={confirming}
        title={t('classes.newCodeTitle')}
        confirmLabel={t('classes.newCode')}
        color="indigo"
        loading={renew.isPending}
        onConfirm={() => void renewCode()}
        onClose={() => setConfirming(false)}
      >
        {t('classes.newCodeConfirm', { name: schoolClass.name, code })}
      </ConfirmModal>
    </Stack>
  );
}
