import { notifications } from '@mantine/notifications';
import { TOAST_DEFAULT_DURATION_MS } from '@sinfxona/domain/constants';
import i18n from '@/shared/i18n/i18n';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

const COLORS: Record<ToastType, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };

export interface ToastOptions {
  type?: ToastType;
  duration?: number;
  title?: string;
}

/** Shows a toast (SPEC §3): info and 5000 ms unless told otherwise; closable. Returns its id. */
export function toast(message: string, { type = 'info', duration = TOAST_DEFAULT_DURATION_MS, title }: ToastOptions = {}): string {
  return notifications.show({
    message,
    title,
    color: COLORS[type],
    autoClose: duration,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    'data-toast-type': type,
  } as Parameters<typeof notifications.show>[0]);
}
