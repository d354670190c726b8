import { Autocomplete } from '@mantine/core';
import type { DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { TOPIC_MAX } from '@sinfxona/domain/schemas/scheduling';
import { DateTimeField } from './date-time-field';
import '@/shared/i18n/planning-texts';

/** A task's or video's topic, with the class's existing topics as suggestions. */
export function TopicInput({
  suggestions,
  ...props
}: {
  suggestions: string[];
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return <Autocomplete label={t('planning.topic')} data={suggestions} maxLength={TOPIC_MAX} {...props} />;
}

/** "Publish at", on the school's clock (Tashkent); empty publishes now. */
export function PublishAtInput(props: DateTimePickerProps) {
  const { t } = useTranslation();
  return (
    <DateTimeField label={t('planning.publishAt')} description={t('planning.publishAtHint')} clearable {...props} />
  );
}
