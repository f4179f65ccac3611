import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './Tooltip.css.ts';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;

export interface TooltipProps {
  /** The supplementary text; also the trigger's accessible description. */
  text: ReactNode;
  /** A single focusable element (a button, a link) that shows the tooltip on hover and focus. */
  children: ReactElement;
  side?: (typeof tooltipSides)[number];
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before showing on hover (default 300). */
  delayDuration?: number;
}

/**
 * A short hint for a control (Radix Tooltip): shows on hover and keyboard focus, Escape hides it. Not for
 * essential information — touch users may never see it.
 */
export function Tooltip({
  text,
  children,
  side = 'top',
  open,
  defaultOpen,
  onOpenChange,
  delayDuration = 300,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={4} collisionPadding={8}>
            {text}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
