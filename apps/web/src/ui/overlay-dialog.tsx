'use client';

import { type ReactNode, useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]';

interface OverlayDialogProps {
  id: string;
  label: string;
  open: boolean;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A non-blocking overlay below the site header: it stays in the DOM (hidden) when closed so its links
 * are crawlable, moves focus into itself when opened, returns focus to where it came from when closed
 * (unless the user already moved focus elsewhere), and closes on Escape. Its OverlayToggle opens it.
 */
export function OverlayDialog({ id, label, open, onClose, className, children }: OverlayDialogProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]');
    (autofocus ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const focusStayedInside =
        dialog.contains(document.activeElement) || document.activeElement === document.body;
      if (focusStayedInside && opener?.isConnected) opener.focus();
    };
  }, [open, onClose]);

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-label={label}
      aria-modal="false"
      tabIndex={-1}
      hidden={!open}
      className={`ui-overlay-dialog ${className ?? ''}`}
    >
      {children}
    </div>
  );
}
