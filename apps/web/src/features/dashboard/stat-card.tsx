import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export function StatCard({ label, value, icon: IconComponent, color = 'indigo' }: { label: string; value: string | number; icon: Icon; color?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">{label}</Text>
          <Text fz={28} fw={700} data-testid={`stat-${label}`}>{value}</Text>
        </div>
        <ThemeIcon size={44} radius="md" variant="light" color={color}><IconComponent size={24} /></ThemeIcon>
      </Group>
    </Card>
  );
}
