import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@sinfxona/domain/schemas/tasks';
import { useTasks } from '@/features/tasks/api/get-tasks';

/** The tasks as the picker's options: grouped by class when there are several. */
function taskOptions(tasks: Task[]) {
  const classes = [...new Set(tasks.map((task) => task.className))];
  const option = (task: Task): ComboboxItem => ({ value: task._id, label: task.title });
  if (classes.length < 2) return tasks.map(option);
  return classes.map((group) => ({ group, items: tasks.filter((task) => task.className === group).map(option) }));
}

/** The server has already searched: every option it answered is shown. */
const asAnswered: OptionsFilter = ({ options }) => options;

/**
 * The submissions screen's task picker: the scope's newest tasks, and, as the teacher types, any
 * task of the scope whose title or description matches, searched by the server (older ones too).
 */
export function TaskPicker({
  classId,
  newest,
  chosen,
  value,
  onChange,
}: {
  /** The switcher's class, or all the teacher's classes. */
  classId?: string;
  newest: Task[];
  /** The task shown, when it is known (it stays an option whatever the search). */
  chosen?: Task;
  value: string | null;
  onChange: (taskId: string | null) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  // Choosing puts the task's title in the box: that is not a search.
  const searching = search !== '' && search !== chosen?.title;
  const found = useTasks({ classId, search }, { enabled: searching });
  const shown = searching ? (found.data?.tasks ?? []) : newest;
  const options = chosen && !shown.some((task) => task._id === chosen._id) ? [chosen, ...shown] : shown;
  return (
    <Select
      label={t('submissions.chooseTask')}
      placeholder={t('submissions.chooseTask')}
      data={taskOptions(options)}
      value={value}
      onChange={onChange}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      filter={searching ? asAnswered : undefined}
      nothingFoundMessage={t('tasks.empty')}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
