import { ActionIcon, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import { errorMessage } from '@/shared/api/client';
import { GUARDIAN_CODE_PARAM, paths } from '@/shared/config/paths';
import { QueryView } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useMakeGuardianCode, useMyGuardians, useRemoveGuardian } from '@/features/guardian/api/guardian-api';
import '@/shared/i18n/guardian-texts';

/** The pupil's guardians (remove one) and a one-use code, with a sign-up link, for a parent. */
export default function MyGuardiansCard() {
  const { t } = useTranslation();
  const guardians = useMyGuardians();
  const remove = useRemoveGuardian();
  const make = useMakeGuardianCode();
  const code = make.data;
  const link = code
    ? `${window.location.origin}${paths.register.getHref()}?${GUARDIAN_CODE_PARAM}=${encodeURIComponent(code.code)}`
    : '';

  const removeOne = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      toast(t('guardian.profile.removed'), { type: 'success' });
    } catch (error) {
      toast(errorMessage(error, t('guardian.profile.remove')), { type: 'error' });
    }
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('guardian.profile.title')}
        </Title>
        <QueryView
          query={guardians}
          errorMessage={t('guardian.children.loadFailed')}
          empty={guardians.data?.length === 0}
          emptyMessage={t('guardian.profile.empty')}
        >
          {(list) => (
            <Stack gap="xs">
              {list.map((guardian) => (
                <Group key={guardian._id} justify="space-between" wrap="nowrap">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={500}>{guardian.fullName}</Text>
                    {guardian.email && (
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {guardian.email}
                      </Text>
                    )}
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t('guardian.profile.remove')}: ${guardian.fullName}`}
                    onClick={() => void removeOne(guardian._id)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
        </QueryView>
        <Button
          variant="light"
          loading={make.isPending}
          onClick={() =>
            make.mutate(undefined, {
              onError: (error) => toast(errorMessage(error, t('guardian.profile.failed')), { type: 'error' }),
            })
          }
          style={{ alignSelf: 'flex-start' }}
        >
          {t('guardian.profile.makeCode')}
        </Button>
        {code && (
          <Stack gap="xs" data-testid="guardian-code">
            <Text size="sm">{t('guardian.profile.codeTitle')}</Text>
            <Text ff="monospace" fz={28} fw={700} lts={3} data-testid="guardian-code-value">
              {code.code}
            </Text>
            <Text size="sm" c="dimmed">
              {t('guardian.profile.codeExpires', { date: formatDateTime(code.expiresAt) })}
            </Text>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput label={t('guardian.profile.shareLink')} value={link} readOnly style={{ flex: 1 }} />
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {copied ? t('guardian.profile.copied') : t('guardian.profile.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
