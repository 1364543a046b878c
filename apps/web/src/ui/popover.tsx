'use client';

import type { ReactNode } from 'react';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  Dialog,
  DialogTrigger,
} from 'react-aria-components';

export interface PopoverProps extends Omit<AriaPopoverProps, 'children' | 'className'> {
  /** Names the popover's dialog for assistive technology. */
  label: string;
  children: ReactNode;
}

/**
 * A small non-modal panel anchored to its trigger: put a button and it inside a `DialogTrigger`.
 * Escape or a click outside closes it and focus returns to the trigger.
 */
export function Popover({ label, children, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} className="ui-popover">
      <Dialog aria-label={label} className="ui-popover__dialog">
        {children}
      </Dialog>
    </AriaPopover>
  );
}

export { DialogTrigger as PopoverTrigger };
