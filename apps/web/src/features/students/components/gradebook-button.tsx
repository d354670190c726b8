import { Button, Menu, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { toast } from '@/shared/ui/toast';
import { downloadGradebook } from '@/features/students/api/download-gradebook';

type Props = Omit<ButtonProps, 'children'>;

function useDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async (classId: string, taskId?: string) => {
    setBusy(true);
    try {
      await downloadGradebook(classId, taskId);
    } catch {
      toast(t('gradebook.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

/** Downloads a class's gradebook CSV (students × scores), of one task when given. */
export function GradebookButton({ classId, taskId, ...props }: { classId: string; taskId?: string } & Props) {
  const { t } = useTranslation();
  const { busy, download } = useDownload();
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void download(classId, taskId)}
      {...props}
    >
      {t('gradebook.export')}
    </Button>
  );
}

/** The gradebook of one of several classes: a button for one class, a menu of them for more. */
export function GradebookMenu({ classes, ...props }: { classes: SchoolClass[] } & Props) {
  const { t } = useTranslation();
  const { busy, download } = useDownload();
  if (classes.length === 0) return null;
  if (classes.length === 1) return <GradebookButton classId={classes[0]!._id} {...props} />;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
          {...props}
        >
          {t('gradebook.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {classes.map((schoolClass) => (
          <Menu.Item key={schoolClass._id} onClick={() => void download(schoolClass._id)}>
            {schoolClass.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
