import { Notifications } from '@mantine/notifications';

/** Where toasts show (SPEC §2): a chunk of its own, see ToastArea in app/providers.tsx. */
export default function ToastArea() {
  return <Notifications position="top-right" limit={5} zIndex={1000} />;
}
