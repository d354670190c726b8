import { notifications } from '@mantine/notifications';
import { TOAST_DEFAULT_DURATION_MS, TOAST_DEFAULT_TYPE } from '@/shared/config/ui';
import i18n from '@/shared/i18n/i18n';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

const COLORS: Record<ToastType, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };

export interface ToastOptions {
  type?: ToastType;
  duration?: number;
  title?: string;
}

/** A toast's settings (SPEC §3): info and 5000 ms unless told otherwise; closable. */
export function toastProps(
  message: string,
  { type = TOAST_DEFAULT_TYPE, duration = TOAST_DEFAULT_DURATION_MS, title }: ToastOptions = {},
) {
  return {
    message,
    title,
    color: COLORS[type],
    autoClose: duration,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    'data-toast-type': type,
  } as Parameters<typeof notifications.show>[0] & { 'data-toast-type': ToastType };
}

/** Shows a toast; returns its id. */
export function toast(message: string, options?: ToastOptions): string {
  return notifications.show(toastProps(message, options));
}
