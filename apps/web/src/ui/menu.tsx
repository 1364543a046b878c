'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Menu as AriaMenu, Button, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Spinner } from './spinner.tsx';

/** How long an action item says it is done before showing its label again. */
export const MENU_DONE_MS = 1500;

export interface MenuAction {
  id: string;
  label: string;
  /** Said in place of the label for a moment once `run` has finished, e.g. 'Copied'. */
  doneLabel?: string;
  run: () => void | Promise<void>;
}

interface MenuProps {
  /** The trigger button's content and the menu's accessible name. */
  label: string;
  trigger?: ReactNode;
  actions: readonly MenuAction[];
}

type ActionStatus = { id: string; phase: 'busy' | 'done' } | null;

/**
 * A button that opens a menu of actions. Arrow keys move, typing jumps to the item starting with
 * the letters typed (within half a second), Enter runs an item. An item with a `doneLabel` stays
 * open while it runs (with a spinner) and then says it is done for 1.5 s.
 */
export function Menu({ label, trigger, actions }: MenuProps) {
  const [status, setStatus] = useState<ActionStatus>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function run(action: MenuAction) {
    if (!action.doneLabel) {
      await action.run();
      return;
    }
    clearTimeout(timer.current);
    setStatus({ id: action.id, phase: 'busy' });
    await action.run();
    setStatus({ id: action.id, phase: 'done' });
    timer.current = setTimeout(() => setStatus(null), MENU_DONE_MS);
  }

  return (
    <MenuTrigger>
      <Button
        className="ui-button ui-button--secondary ui-menu__trigger"
        aria-label={trigger ? label : undefined}
      >
        {trigger ?? label}
        <span aria-hidden="true" className="ui-menu__chevron" />
      </Button>
      <Popover className="ui-popover" placement="bottom start">
        <AriaMenu aria-label={label} className="ui-menu">
          {actions.map((action) => {
            const phase = status?.id === action.id ? status.phase : null;
            return (
              <MenuItem
                key={action.id}
                id={action.id}
                textValue={action.label}
                shouldCloseOnSelect={!action.doneLabel}
                onAction={() => void run(action)}
                className="ui-menu__item"
              >
                {phase === 'busy' ? <Spinner /> : null}
                <span aria-live="polite">{phase === 'done' ? action.doneLabel : action.label}</span>
              </MenuItem>
            );
          })}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
