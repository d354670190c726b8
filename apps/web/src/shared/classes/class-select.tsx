import { Alert, Anchor, Select, Text, type SelectProps } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SchoolClass } from '@sinfxona/domain/schemas/classes';
import { paths } from '@/shared/config/paths';
import { QueryView } from '@/shared/ui/states';
import { useClassScope } from './class-scope';
import { useClasses } from './get-classes';

/**
 * The class a new task or video goes into: the first of `preferred` that is one of the teacher's
 * active classes (the class page's class, then the switcher's), else the only class when there is
 * just one, else none — the teacher picks.
 */
export function preselectClass(classes: SchoolClass[], ...preferred: (string | null | undefined)[]): string | null {
  for (const id of preferred) if (id && classes.some((schoolClass) => schoolClass._id === id)) return id;
  return classes.length === 1 ? classes[0]!._id : null;
}

/**
 * A task or video form, drawn once the teacher's active classes are known, so its class field can
 * start on the right one (`preferred`, else see `preselectClass`); loading and a failed load show
 * as every list's do.
 */
export function WithClassChoice({
  preferred,
  children,
}: {
  preferred?: string | null;
  children: (classes: SchoolClass[], initialClassId: string | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const classes = useClasses();
  const scope = useClassScope();
  return (
    <QueryView query={classes} errorMessage={t('classes.loadFailed')}>
      {(list) => children(list, preselectClass(list, preferred, scope))}
    </QueryView>
  );
}

/** The required class field of the task and video forms; with no class yet, a way to make one. */
export function ClassSelect({ classes, ...props }: { classes: SchoolClass[] } & Omit<SelectProps, 'data'>) {
  const { t } = useTranslation();
  if (classes.length === 0) {
    return (
      <Alert color="yellow" icon={<IconSchool size={18} />} title={t('classes.noClassForForm')} role="alert">
        <Text size="sm">{t('classes.noClassForFormText')}</Text>
        <Anchor component={Link} to={paths.teacher.classes.getHref({ create: true })} size="sm" fw={600}>
          {t('classes.createFirst')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Select
      label={t('classes.field')}
      placeholder={t('classes.choose')}
      required
      allowDeselect={false}
      searchable={classes.length > 8}
      leftSection={<IconSchool size={16} />}
      data={classes.map((schoolClass) => ({ value: schoolClass._id, label: schoolClass.name }))}
      {...props}
    />
  );
}
