'use client';

import { type ReactNode, useCallback, useRef, useState } from 'react';
import { ConfirmDialog, type ConfirmDialogTexts } from './confirm-dialog.tsx';

export interface Confirmation {
  /** Render it once, anywhere in the component: the question's dialog while one is asked. */
  confirmDialog: ReactNode;
  /** Asks the question in the ui's ConfirmDialog; true when the destructive answer was chosen. */
  confirm: (texts: ConfirmDialogTexts) => Promise<boolean>;
}

/**
 * A question before something is destroyed, asked in the ui's own dialog instead of the browser's
 * `window.confirm` (unstyled, and blocking the page). The caller awaits the answer as it would
 * `window.confirm`'s, then shows its own progress.
 */
export function useConfirm(): Confirmation {
  const [texts, setTexts] = useState<ConfirmDialogTexts | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);

  const settle = useCallback((yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setTexts(null);
  }, []);

  const confirm = useCallback((asked: ConfirmDialogTexts) => {
    // A question still open is answered "no" before the next is asked.
    answer.current?.(false);
    setTexts(asked);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  return {
    confirmDialog: (
      <ConfirmDialog
        texts={texts}
        busy={false}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    ),
    confirm,
  };
}
