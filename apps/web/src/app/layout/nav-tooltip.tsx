import { Tooltip, type TooltipProps } from '@mantine/core';

/**
 * The collapsed sidebar's label for an icon: a chunk of its own (Mantine's Tooltip brings the
 * floating-ui positioning library), loaded only when the sidebar is collapsed.
 */
export default function NavTooltip(props: TooltipProps) {
  return <Tooltip position="right" withArrow {...props} />;
}
