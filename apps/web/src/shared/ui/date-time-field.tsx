import '@mantine/dates/styles.css';
import { DatesProvider, DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@sinfxona/domain/constants';

/**
 * A date and time picker in the user's language, weeks from Monday, shown as DD/MM/YYYY HH:mm
 * (SPEC §9). The date library and its styles load with the screens that have one, not at start.
 */
export function DateTimeField(props: DateTimePickerProps) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider settings={{ locale: i18n.language === 'uz' ? 'uz-latn' : 'en', firstDayOfWeek: 1 }}>
      <DateTimePicker valueFormat={DATE_TIME_FORMAT} {...props} />
    </DatesProvider>
  );
}
