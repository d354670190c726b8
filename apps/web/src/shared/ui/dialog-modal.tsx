import { Modal, type ModalProps } from '@mantine/core';
import { useAfterFirstPaint } from './first-open';

/** Mantine's Modal (with its focus trap, scroll lock and transitions): a chunk of its own, see dialog.tsx. */
export default function DialogModal({ onMountedClosed, ...props }: ModalProps & { onMountedClosed: () => void }) {
  useAfterFirstPaint(onMountedClosed);
  return <Modal {...props} />;
}
