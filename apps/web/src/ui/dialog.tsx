'use client';

import { type ReactNode, useId } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';

export interface DialogProps extends Omit<ModalOverlayProps, 'children' | 'className'> {
  /** The heading (level 2) that names the dialog: words, or words set in a face of their own. */
  title: ReactNode;
  /** `alertdialog` for a question that must be answered (no dismissing by a click outside). */
  role?: 'dialog' | 'alertdialog';
  /** The words under the title that say what the dialog is about; they describe it too. */
  description?: string;
  /** A class for the dialog's box besides its own, for a wider one (the catalogue's quick view). */
  className?: string;
  /** The body; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A modal dialog over a dimmed page: focus is trapped inside and returns to the opener, Escape
 * closes it (and a click outside, unless it is an alert dialog). Open it with a `DialogTrigger`
 * around a button and the dialog, or control it with `isOpen`/`onOpenChange`.
 */
export function Dialog({ title, role = 'dialog', description, className, children, ...props }: DialogProps) {
  const descriptionId = useId();
  return (
    <ModalOverlay {...props} isDismissable={role === 'dialog'} className="ui-modal-overlay">
      <Modal className={`ui-modal ${className ?? ''}`}>
        <AriaDialog
          role={role}
          className="ui-dialog"
          aria-describedby={description ? descriptionId : undefined}
        >
          {({ close }) => (
            <>
              <Heading slot="title" level={2} className="ui-dialog__title">
                {title}
              </Heading>
              {description ? <p id={descriptionId}>{description}</p> : null}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

export { DialogTrigger };
