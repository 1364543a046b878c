'use client';

import type { ReactNode } from 'react';

interface OverlayToggleProps {
  /** The id of the OverlayDialog it opens and closes. */
  overlayId: string;
  label: string;
  open: boolean;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * The button that opens and closes an OverlayDialog: it says whether the overlay is open
 * (aria-expanded) and which one it controls. A native button, so that the overlay finds it as the
 * focused element to give focus back to when it closes.
 */
export function OverlayToggle({ overlayId, label, open, onToggle, className, children }: OverlayToggleProps) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-expanded={open}
      aria-controls={overlayId}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}
