import type { ModalProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useFirstOpen } from './first-open';

// The modal's code (focus trap, scroll lock, its scroll area and the positioning library under it)
// is no part of any first screen: the page prefetches it once that screen is drawn, and it runs on
// first open.
const DialogModal = lazy(() => import('./dialog-modal'));

/** Mantine's Modal, mounted only once it has been opened (see useFirstOpen). */
export function Dialog({ opened, ...props }: ModalProps) {
  const first = useFirstOpen(opened);
  if (!first.mounted) return null;
  return (
    <Suspense fallback={null}>
      <DialogModal opened={first.opened} onMountedClosed={first.mountedClosed} {...props} />
    </Suspense>
  );
}
