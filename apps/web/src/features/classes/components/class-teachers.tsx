import { ActionIcon, Avatar, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconLogout, IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { errorMessage } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/auth-store';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { toast } from '@/shared/ui/toast';
import { useAddTeacher } from '@/features/classes/api/add-teacher';
import { useRemoveTeacher } from '@/features/classes/api/remove-teacher';
import { AddByEmailForm } from './add-by-email-form';

type Teacher = SchoolClass['teachers'][number];

/**
 * The class's teachers: add a co-teacher by e-mail, remove one (or leave yourself) after a confirm.
 * The last teacher cannot go — the button says why.
 */
export function ClassTeachers({ schoolClass, onLeft }: { schoolClass: SchoolClass; onLeft: () => void }) {
  const { t } = useTranslation();
  const me = useAuth((state) => state.user?._id);
  const add = useAddTeacher();
  const remove = useRemoveTeacher();
  const [removing, setRemoving] = useState<Teacher | null>(null);
  const alone = schoolClass.teachers.length <= 1;
  const leaving = removing?._id === me;

  const addTeacher = async (email: string) => {
    const { added } = await add.mutateAsync({ classId: schoolClass._id, email });
    toast(added ? t('classes.teacherAdded') : t('classes.teacherAlreadyIn'), { type: added ? 'success' : 'info' });
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ classId: schoolClass._id, userId: removing._id, self: leaving });
      toast(leaving ? t('classes.left') : t('classes.teacherRemoved', { name: removing.fullName }), {
        type: 'success',
      });
      setRemoving(null);
      if (leaving) onLeft();
    } catch (error) {
      toast(errorMessage(error, t('classes.removeTeacherFailed')), { type: 'error' });
    }
  };

  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {t('classes.teachersHint')}
      </Text>
      <AddByEmailForm
        label={t('classes.teacherEmail')}
        submitLabel={t('classes.addTeacher')}
        failureMessage={t('classes.addTeacherFailed')}
        onAdd={addTeacher}
      />
      <Stack gap="xs" data-testid="class-teachers">
        {schoolClass.teachers.map((teacher) => {
          const isMe = teacher._id === me;
          const label = isMe ? t('classes.leave') : t('classes.removeTeacher', { name: teacher.fullName });
          return (
            <Card key={teacher._id} withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar size={32} radius="xl" color="indigo" aria-hidden>
                    {teacher.fullName.charAt(0).toUpperCase()}
                  </Avatar>
                  <Text fw={500} truncate>
                    {teacher.fullName}
                    {isMe && (
                      <Text span c="dimmed" fw={400}>
                        {' '}
                        ({t('classes.you')})
                      </Text>
                    )}
                  </Text>
                </Group>
                <Tooltip label={alone ? t('classes.lastTeacher') : label} withArrow multiline maw={240}>
                  {/* A disabled button gets no hover, so the tooltip sits on a wrapper. */}
                  <span>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={label}
                      disabled={alone}
                      onClick={() => setRemoving(teacher)}
                    >
                      {isMe ? <IconLogout size={18} /> : <IconUserMinus size={18} />}
                    </ActionIcon>
                  </span>
                </Tooltip>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {alone && (
        <Text size="xs" c="dimmed">
          {t('classes.lastTeacher')}
        </Text>
      )}
      <ConfirmModal
        opened={removing !== null}
        title={leaving ? t('classes.leaveTitle') : t('classes.removeTeacherTitle')}
        confirmLabel={leaving ? t('classes.leave') : t('classes.remove')}
        loading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        {leaving
          ? t('classes.leaveConfirm', { name: schoolClass.name })
          : t('classes.removeTeacherConfirm', { name: removing?.fullName })}
      </ConfirmModal>
    </Stack>
  );
}
