import { Badge, type BadgeProps } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The class a task, video or submission belongs to, as a small label on its card. */
export function ClassBadge({ name, ...props }: { name: string } & Omit<BadgeProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color="teal"
      radius="sm"
      tt="none"
      leftSection={<IconSchool size={12} aria-hidden />}
      maw="100%"
      title={t('classes.belongsTo', { name })}
      data-testid="class-name"
      {...props}
    >
      {name}
    </Badge>
  );
}
