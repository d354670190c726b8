import { Modal, type ModalProps } from '@mantine/core';

/** Mantine's Modal (with its focus trap, scroll lock and transitions): a chunk of its own, see dialog.tsx. */
export default function DialogModal(props: ModalProps) {
  return <Modal {...props} />;
}
