import { NativeSelect } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useChooseClass, useClassScope } from '@/shared/classes/class-scope';
import { useClasses } from '@/shared/classes/get-classes';

const ALL = 'all';

/**
 * The class switcher (docs/architecture.md §4 "Classes"): "All my classes" or one class, for the
 * screens that list class work. Shown when there is a choice to make, i.e. two classes or more.
 * The browser's own select: a phone opens its native picker, and the frame carries no dropdown
 * library on every signed-in screen.
 */
export function ClassSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const classes = useClasses();
  const scope = useClassScope();
  const choose = useChooseClass();
  if (!classes.data || classes.data.length < 2) return null;
  return (
    <NativeSelect
      aria-label={t('classes.switcherLabel')}
      data={[
        { value: ALL, label: t('classes.allClasses') },
        ...classes.data.map((schoolClass) => ({ value: schoolClass._id, label: schoolClass.name })),
      ]}
      value={scope ?? ALL}
      onChange={(event) => choose(event.currentTarget.value === ALL ? null : event.currentTarget.value)}
      leftSection={<IconSchool size={16} />}
      w={fullWidth ? '100%' : 230}
      data-testid="class-switcher"
    />
  );
}
