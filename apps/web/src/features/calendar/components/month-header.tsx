import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/calendar-texts';
import { addMonths, monthOf, type Month } from './calendar-entries';

export function monthName(t: (key: string) => string, month: number): string {
  return t('calendar.months').split('|')[month] ?? String(month + 1);
}

/** The month's name with previous, next and today. */
export function MonthHeader({ month, onChange }: { month: Month; onChange: (month: Month) => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('calendar.previous')}
          onClick={() => onChange(addMonths(month, -1))}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Title order={2} size="h3" aria-live="polite">
          {t('calendar.monthTitle', { month: monthName(t, month.month), year: month.year })}
        </Title>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('calendar.next')}
          onClick={() => onChange(addMonths(month, 1))}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <Button variant="default" size="xs" onClick={() => onChange(monthOf(new Date()))}>
        {t('calendar.today')}
      </Button>
    </Group>
  );
}
