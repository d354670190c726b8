import { ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways when the screen is narrower than it: the scrolling region is
 * focusable and named, so a keyboard can scroll it too (axe's scrollable-region-focusable).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}>
      {children}
    </ScrollArea>
  );
}
