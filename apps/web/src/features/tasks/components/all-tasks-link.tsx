import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Below a dashboard's newest tasks, when there are more: the tasks screen, which pages through them all. */
export function AllTasksLink({ shown, total, to }: { shown: number; total: number; to: string }) {
  const { t } = useTranslation();
  if (total <= shown) return null;
  return (
    <Group justify="flex-end" mt="sm">
      <Anchor component={Link} to={to} size="sm">
        {t('tasks.allTasks', { total })}
      </Anchor>
    </Group>
  );
}
