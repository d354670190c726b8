import { Avatar, Badge, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@sinfxona/domain/rules/format';
import type { User } from '@sinfxona/domain/schemas/auth';

/** Who the user is: initial, name, e-mail, role badge and registration date. */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group wrap="nowrap">
        <Avatar size={64} radius="xl" color="indigo">
          {user.fullName.charAt(0).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h3">
            {user.fullName}
          </Title>
          <Text c="dimmed" size="sm" truncate>
            {user.email}
          </Text>
          <Badge mt={6} variant="light">
            {t(`common.${user.role}`)}
          </Badge>
        </div>
      </Group>
      <Text size="sm" c="dimmed" mt="md">
        {t('profile.joined', { date: formatDate(user.createdAt) })}
      </Text>
    </Card>
  );
}
