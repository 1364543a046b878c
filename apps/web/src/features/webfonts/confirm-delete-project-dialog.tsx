'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDeleteProjectDialogProps {
  /** The project asked about; null keeps the dialog closed. */
  title: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before a web font project is deleted: focus starts on "Keep it" (the safe answer),
 * Escape cancels, and focus goes back to the button that opened it when it closes.
 */
export function ConfirmDeleteProjectDialog({
  title,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteProjectDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();
  const open = title !== null;

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
      className="webfonts-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      {open ? (
        <>
          <h2 id={`${id}-title`}>{t('webfonts.deleteConfirmTitle')}</h2>
          <p id={`${id}-text`}>{t('webfonts.deleteConfirm', { title })}</p>
          <div className="webfonts-dialog__actions">
            <button ref={keep} type="button" className="button" onClick={onCancel} disabled={busy}>
              {t('webfonts.deleteCancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
            >
              {t('webfonts.deleteConfirmButton')}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
