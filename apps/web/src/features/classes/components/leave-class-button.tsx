import { Button, Group, Modal, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { errorMessage } from '@/shared/api/client';
import { toast } from '@/shared/ui/toast';
import { useLeaveClass } from '@/features/classes/api/invitations';

/** A student leaves a class after a confirm that says their work is kept. */
export function LeaveClassButton({ schoolClass }: { schoolClass: SchoolClass }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const leave = useLeaveClass();
  const name = schoolClass.name;
  const confirm = async () => {
    try {
      await leave.mutateAsync(schoolClass._id);
      setOpen(false);
      toast(t('classes.studentLeft', { name }), { type: 'success' });
    } catch (error) {
      toast(errorMessage(error, t('classes.studentLeaveFailed')), { type: 'error' });
    }
  };
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconLogout size={14} />}
        onClick={() => setOpen(true)}
        aria-label={t('classes.studentLeaveOf', { name })}
      >
        {t('classes.studentLeave')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('classes.studentLeaveTitle', { name })} centered>
        <Text size="sm">{t('classes.studentLeaveBody')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={leave.isPending} onClick={() => void confirm()}>
            {t('classes.studentLeaveConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
