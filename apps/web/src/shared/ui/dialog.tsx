import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';

type Stage = 'never' | 'mounting' | 'ready';

/**
 * Whether a dialog has been opened yet: a closed Mantine modal or drawer still mounts its portal,
 * transition and ids, each of which draws a second time right after the first (a synchronous pass
 * in the middle of a screen's first draw on a phone). So a dialog mounts when it is first opened,
 * drawn closed for one frame so its opening transition plays, and stays mounted to play its closing one.
 */
export function useFirstOpen(opened: boolean): { mounted: boolean; opened: boolean } {
  const [stage, setStage] = useState<Stage>(opened ? 'ready' : 'never');
  if (opened && stage === 'never') setStage('mounting');
  useEffect(() => {
    if (stage !== 'mounting') return;
    const frame = requestAnimationFrame(() => setStage('ready'));
    return () => cancelAnimationFrame(frame);
  }, [stage]);
  return { mounted: stage !== 'never', opened: opened && stage === 'ready' };
}

// The modal's code (focus trap, scroll lock, its scroll area and the positioning library under it)
// is no part of any first screen: the page prefetches it (vite.config.ts), and it runs on first open.
const DialogModal = lazy(() => import('./dialog-modal'));

/** Mantine's Modal, mounted only once it has been opened (see useFirstOpen). */
export function Dialog({ opened, ...props }: ModalProps) {
  const first = useFirstOpen(opened);
  if (!first.mounted) return null;
  return (
    <Suspense fallback={null}>
      <DialogModal opened={first.opened} {...props} />
    </Suspense>
  );
}
