import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A form's refusal (the server's message, or the form's own fallback), read out when it appears. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

/** Cancel and the form's submit button, at the end of a dialog's form. */
export function FormActions({
  onCancel,
  submitLabel,
  loading = false,
  color,
}: {
  onCancel: () => void;
  submitLabel?: string;
  loading?: boolean;
  color?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={loading} color={color}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
