import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { student: 'blue', teacher: 'violet', admin: 'grape', guardian: 'cyan' };

/** An account's role, as a coloured badge. */
export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[role] ?? 'gray'}>
      {t(`admin.roles.${role}`, { defaultValue: role })}
    </Badge>
  );
}
