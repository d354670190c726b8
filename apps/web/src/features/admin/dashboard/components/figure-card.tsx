import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './figure-card.module.css';
import { formatNumber } from '@/shared/i18n/format';
import { currentLanguage } from '@/shared/i18n/language';

/**
 * One of the school's figures; with `to`, the whole card is a link to the list it counts, named
 * by the figure for a screen reader ("Open the list: Teachers").
 */
export function FigureCard({
  label,
  value,
  icon: IconComponent,
  color = 'indigo',
  hint,
  to,
  testId,
}: {
  label: string;
  value: number;
  icon: Icon;
  color?: string;
  hint?: string;
  to?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const content = (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={28} fw={700} c={color === 'indigo' ? undefined : `${color}.8`} data-testid={`${testId}-value`}>
          {formatNumber(value, currentLanguage())}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </div>
      {/* Two cards a row on a phone leave no room for the icon beside the label. */}
      <ThemeIcon
        size={40}
        radius="md"
        variant="light"
        color={color}
        style={{ flexShrink: 0 }}
        visibleFrom="sm"
        aria-hidden
      >
        <IconComponent size={22} />
      </ThemeIcon>
    </Group>
  );
  if (!to)
    return (
      <Card withBorder radius="md" padding="md" data-testid={testId}>
        {content}
      </Card>
    );
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={to}
      aria-label={`${t('admin.dashboard.openList', { label })}: ${value}`}
      className={classes.link}
      style={{ textDecoration: 'none' }}
      data-testid={testId}
    >
      {content}
    </Card>
  );
}
