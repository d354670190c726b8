import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/grading-texts';

/**
 * How far the file has got, in words and a bar: what the server has confirmed, "reconnecting"
 * while a cut connection waits, then "handing in" once the file is there.
 */
export function UploadProgress({ percent, reconnecting }: { percent: number; reconnecting: boolean }) {
  const { t } = useTranslation();
  const label =
    percent >= 100
      ? t('uploads.handingIn')
      : reconnecting
        ? t('uploads.reconnecting', { percent })
        : t('uploads.sending', { percent });
  return (
    <Stack gap={4} data-testid="upload-progress">
      <Progress
        value={percent}
        size="lg"
        animated={!reconnecting}
        color={reconnecting ? 'orange' : undefined}
        aria-label={label}
      />
      <Text size="sm" c={reconnecting ? 'orange' : 'dimmed'} role="status" aria-live="polite">
        {label}
      </Text>
    </Stack>
  );
}

/** The hand-in's time is the server's: said before the student sends. */
export function HandInTimeNote() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t('uploads.timeNote')}
    </Text>
  );
}
