import { useCallback, useEffect, useState } from 'react';

type Stage = 'never' | 'mounting' | 'ready';

/**
 * Whether a dialog has been opened yet: a closed Mantine modal or drawer still mounts its portal,
 * transition and ids, each of which draws a second time right after the first (a synchronous pass
 * in the middle of a screen's first draw on a phone). So a dialog mounts when it is first opened:
 * drawn closed until it reports `mountedClosed` (its code may still be loading), then open, so its
 * opening transition plays and it remembers the control that opened it, to give the focus back;
 * it stays mounted to play its closing transition.
 */
export function useFirstOpen(opened: boolean) {
  const [stage, setStage] = useState<Stage>(opened ? 'ready' : 'never');
  if (opened && stage === 'never') setStage('mounting');
  const mountedClosed = useCallback(() => setStage((current) => (current === 'mounting' ? 'ready' : current)), []);
  return { mounted: stage !== 'never', opened: opened && stage === 'ready', mountedClosed };
}

/** Calls `done` once the component is on the page and has been painted closed. */
export function useAfterFirstPaint(done: () => void) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => done());
    return () => cancelAnimationFrame(frame);
  }, [done]);
}
