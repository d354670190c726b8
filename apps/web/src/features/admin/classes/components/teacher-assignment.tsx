import { ActionIcon, Avatar, Button, Card, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { errorMessage } from '@/shared/api/client';
import { ConfirmModal } from '@/shared/ui/confirm-modal';
import { toast } from '@/shared/ui/toast';
import { useAssignTeacher, useUnassignTeacher } from '@/features/admin/classes/api/class-changes';
import { useSchoolTeachers } from '@/features/admin/classes/api/school-teachers';

type Teacher = SchoolClass['teachers'][number];

/**
 * Who teaches a class, as the admin assigns it: pick one of the school's teachers to add, remove
 * one after a confirm. A class keeps one teacher, so a change of teacher adds the new one first.
 */
export function TeacherAssignment({ schoolClass }: { schoolClass: SchoolClass }) {
  const { t } = useTranslation();
  const teachers = useSchoolTeachers();
  const add = useAssignTeacher();
  const remove = useUnassignTeacher();
  const [picked, setPicked] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Teacher | null>(null);
  const current = new Set(schoolClass.teachers.map((teacher) => teacher._id));
  const choices = (teachers.data?.users ?? []).filter((teacher) => !current.has(teacher._id) && teacher.email);
  const alone = schoolClass.teachers.length <= 1;

  const addPicked = async () => {
    const teacher = choices.find((choice) => choice._id === picked);
    if (!teacher?.email) return;
    try {
      const { added } = await add.mutateAsync({ classId: schoolClass._id, email: teacher.email });
      toast(
        added
          ? t('admin.classes.added', { name: teacher.fullName, class: schoolClass.name })
          : t('admin.classes.alreadyIn', { name: teacher.fullName }),
        { type: added ? 'success' : 'info' },
      );
      setPicked(null);
    } catch (error) {
      toast(errorMessage(error, t('admin.classes.addFailed')), { type: 'error' });
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ classId: schoolClass._id, userId: removing._id });
      toast(t('admin.classes.removed', { name: removing.fullName }), { type: 'success' });
      setRemoving(null);
    } catch (error) {
      toast(errorMessage(error, t('admin.classes.removeFailed')), { type: 'error' });
    }
  };

  return (
    <Stack>
      {schoolClass.teachers.length === 0 ? (
        <Text c="orange.8" size="sm">
          {t('admin.classes.nobody')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="class-teachers">
          {schoolClass.teachers.map((teacher) => {
            const label = t('admin.classes.remove', { name: teacher.fullName });
            return (
              <Card key={teacher._id} withBorder radius="md" padding="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Avatar size={28} radius="xl" color="violet" aria-hidden>
                      {teacher.fullName.charAt(0).toUpperCase()}
                    </Avatar>
                    <Text size="sm" fw={500} truncate>
                      {teacher.fullName}
                    </Text>
                  </Group>
                  <Tooltip label={alone ? t('admin.classes.lastTeacher') : label} withArrow multiline maw={260}>
                    <span>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={label}
                        disabled={alone}
                        onClick={() => setRemoving(teacher)}
                      >
                        <IconUserMinus size={18} />
                      </ActionIcon>
                    </span>
                  </Tooltip>
                </Group>
              </Card>
            );
          })}
          {alone && (
            <Text size="xs" c="dimmed">
              {t('admin.classes.lastTeacher')}
            </Text>
          )}
        </Stack>
      )}
      {teachers.isSuccess && teachers.data.users.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.classes.noTeachers')}
        </Text>
      ) : (
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <Select
            label={t('admin.classes.pick')}
            placeholder={t('admin.classes.pickPlaceholder')}
            data={choices.map((teacher) => ({ value: teacher._id, label: teacher.fullName }))}
            value={picked}
            onChange={setPicked}
            searchable
            nothingFoundMessage={t('admin.people.empty')}
            style={{ flex: 1 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => void addPicked()}
            disabled={!picked}
            loading={add.isPending}
          >
            {t('admin.classes.add')}
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t('admin.classes.teachersTitle', { name: schoolClass.name })}
        confirmLabel={t('classes.remove')}
        loading={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        {t('classes.removeTeacherConfirm', { name: removing?.fullName })}
      </ConfirmModal>
    </Stack>
  );
}
