'use client';

import { useEffect, useId, useRef } from 'react';
import './confirm-dialog.css';

export interface ConfirmDialogTexts {
  title: string;
  text: string;
  cancel: string;
  confirm: string;
}

interface ConfirmDialogProps {
  /** The question's words; null keeps the dialog closed. */
  texts: ConfirmDialogTexts | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before something is destroyed: focus starts on the cancel button (the safe
 * answer), Escape cancels, and focus goes back to the button that opened it when it closes.
 */
export function ConfirmDialog({ texts, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();
  const open = texts !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement as HTMLElement | null;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    keep.current?.focus();
    return () => {
      if (typeof element.close === 'function' && element.open) element.close();
      else element.removeAttribute('open');
      opener?.focus?.();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {texts ? (
        <>
          <h2 id={`${id}-title`}>{texts.title}</h2>
          <p id={`${id}-text`}>{texts.text}</p>
          <div className="confirm-dialog__actions">
            <button ref={keep} type="button" className="button" onClick={onCancel} disabled={busy}>
              {texts.cancel}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
            >
              {texts.confirm}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
