import '@mantine/dates/styles.css';
import { DatesProvider, DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '@sinfxona/domain/constants';
import { currentLanguage, DAYJS_LOCALE } from '@/shared/i18n/i18n';

/**
 * A date and time picker in the user's language, weeks from Monday, shown as DD/MM/YYYY HH:mm
 * (SPEC §9). The date library and its styles load with the screens that have one, not at start.
 */
export function DateTimeField(props: DateTimePickerProps) {
  useTranslation(); // drawn again when the language changes
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALE[currentLanguage()], firstDayOfWeek: 1 }}>
      <DateTimePicker valueFormat={DATE_TIME_FORMAT} {...props} />
    </DatesProvider>
  );
}
