import { ActionIcon, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconClockPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@sinfxona/domain/rules/format';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { errorMessage } from '@/shared/api/client';
import { QueryView } from '@/shared/ui/states';
import { toast } from '@/shared/ui/toast';
import { useExtensions } from '@/features/tasks/api/get-extensions';
import { useRemoveExtension } from '@/features/tasks/api/set-extension';
import { ExtensionModal, type StudentOption } from './extension-modal';

/** A task's per-student deadlines: who has more time and until when, to give or take back. */
export function ExtensionsPanel({ task, students }: { task: Task; students: StudentOption[] }) {
  const { t } = useTranslation();
  const extensions = useExtensions(task._id);
  const remove = useRemoveExtension();
  const [giving, setGiving] = useState(false);

  const takeBack = async (studentId: string) => {
    try {
      await remove.mutateAsync({ taskId: task._id, studentId });
      toast(t('workflow.extensionRemoved'), { type: 'success' });
    } catch (error) {
      toast(errorMessage(error, t('workflow.extensionFailed')), { type: 'error' });
    }
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="extensions-panel">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h5">
            {t('workflow.extensions')}
          </Title>
          <Button size="xs" variant="light" leftSection={<IconClockPlus size={16} />} onClick={() => setGiving(true)}>
            {t('workflow.giveMoreTime')}
          </Button>
        </Group>
        <QueryView
          query={extensions}
          errorMessage={t('workflow.extensionsFailed')}
          empty={extensions.data?.length === 0}
          emptyMessage={t('workflow.noExtensions')}
        >
          {(list) => (
            <Table>
              <Table.Tbody>
                {list.map((extension) => (
                  <Table.Tr key={extension.studentId}>
                    <Table.Td>{extension.studentName}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(extension.deadline)}</Text>
                    </Table.Td>
                    <Table.Td w={48}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('workflow.removeExtension', { name: extension.studentName })}
                        onClick={() => void takeBack(extension.studentId)}
                        loading={remove.isPending && remove.variables?.studentId === extension.studentId}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryView>
      </Stack>
      <ExtensionModal task={task} students={students} opened={giving} onClose={() => setGiving(false)} />
    </Card>
  );
}

/** "Give more time" on one student's row: the extension dialog with that student chosen. */
export function GiveMoreTimeButton({ task, student }: { task: Task; student: StudentOption }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip label={t('workflow.giveMoreTime')} withArrow>
        <ActionIcon
          size="lg"
          variant="light"
          onClick={() => setOpen(true)}
          aria-label={t('workflow.giveMoreTimeTo', { name: student.fullName })}
        >
          <IconClockPlus size={18} />
        </ActionIcon>
      </Tooltip>
      <ExtensionModal
        task={task}
        students={[student]}
        studentId={student._id}
        opened={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
