import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18n from '@/shared/i18n/i18n';
import { toastProps } from '@/shared/ui/toast';
import '@/shared/i18n/offline-texts';

const UPDATE_TOAST_ID = 'app-update';

/** "A new version is ready" with a button that applies it now; closed, it is applied on the next visit. */
export function showUpdateToast(applyNow: () => void) {
  notifications.show({
    ...toastProps(i18n.t('offline.updateMessage'), { type: 'info', title: i18n.t('offline.updateTitle') }),
    id: UPDATE_TOAST_ID,
    autoClose: false,
    message: (
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{i18n.t('offline.updateMessage')}</Text>
        <Button
          size="compact-sm"
          onClick={() => {
            notifications.hide(UPDATE_TOAST_ID);
            applyNow();
          }}
        >
          {i18n.t('offline.reloadNow')}
        </Button>
      </Group>
    ),
  });
}
