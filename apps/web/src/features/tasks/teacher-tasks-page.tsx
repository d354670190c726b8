import { Anchor, Button, Group, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClassScope } from '@/shared/classes/class-scope';
import { paths } from '@/shared/config/paths';
import type { TaskPagesParams } from '@/features/tasks/api/get-task-pages';
import { TaskFormModal } from '@/features/tasks/components/task-form-modal';
import { PagedTaskList } from '@/features/tasks/components/paged-task-list';

const TABS = ['all', 'open', 'pastDue'] as const;
type Tab = (typeof TABS)[number];

/**
 * A tab's deadlines: still open (due from `since` on) or past due. `since` is when the tab was
 * chosen, so the pages read with "Show more" stay; each card's badge still turns over on time.
 */
const tabRange = (tab: Tab, since: string): Pick<TaskPagesParams, 'deadlineFrom' | 'deadlineTo'> => {
  if (tab === 'all') return {};
  return tab === 'open' ? { deadlineFrom: since } : { deadlineTo: since };
};

/** The teacher's tasks: the server searches, splits them by deadline and pages them, so no older task is cut off. */
export default function TeacherTasksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('all');
  const [since, setSince] = useState(() => new Date().toISOString());
  const [filter, setFilter] = useState('');
  const [search] = useDebouncedValue(filter.trim(), 300);
  const [creating, setCreating] = useState(false);
  const params = { classId: useClassScope(), search, ...tabRange(tab, since) };

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('tasks.filterPlaceholder')}
          aria-label={t('tasks.filterPlaceholder')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <Group gap="sm">
          <Anchor component={Link} to={paths.teacher.createTask.getHref()} size="sm">
            {t('tasks.createPageLink')}
          </Anchor>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('tasks.newTask')}
          </Button>
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          setTab((value as Tab) ?? 'all');
          setSince(new Date().toISOString());
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="all">{t('common.all')}</Tabs.Tab>
          <Tabs.Tab value="open">{t('tasks.open')}</Tabs.Tab>
          <Tabs.Tab value="pastDue">{t('status.pastDue')}</Tabs.Tab>
        </Tabs.List>
        {/* One panel per tab, so that each tab controls a real element (aria-controls); the active one holds the list. */}
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab && (
              <PagedTaskList
                variant="full"
                params={params}
                onView={(task) => void navigate(paths.teacher.submissions.getHref(task._id))}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <TaskFormModal opened={creating} task={null} onClose={() => setCreating(false)} />
    </Stack>
  );
}
