import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  icon: IconComponent,
  color = 'indigo',
  footer,
}: {
  label: string;
  value: string | number;
  icon: Icon;
  color?: string;
  /** Shown under the value: an average's mark. */
  footer?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={28} fw={700} data-testid={`stat-${label}`}>
            {value}
          </Text>
          {footer}
        </div>
        {/* Two cards a row on a phone leave no room for the icon beside a value like 86/100. */}
        <ThemeIcon size={44} radius="md" variant="light" color={color} visibleFrom="xs" style={{ flexShrink: 0 }}>
          <IconComponent size={24} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
