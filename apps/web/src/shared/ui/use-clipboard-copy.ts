import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '@/shared/config/ui';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies with the old selection trick where the Clipboard API is missing (a school server on plain http). */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Writes text to the clipboard; the state says 'copied' or 'failed' for 3 s (SPEC §4), then 'idle' again. */
export function useClipboardCopy(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async (text: string) => {
    try {
      if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(text);
      else if (!copyBySelection(text)) throw new Error('copy refused');
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return { state, copy };
}
