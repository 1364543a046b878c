'use client';

import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

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
 * A modal question before something is destroyed, on the ui Dialog (an alert dialog): focus starts
 * on the cancel button (the safe answer), Escape cancels unless the answer is already being carried
 * out, and focus goes back to the button that opened it when it closes.
 */
export function ConfirmDialog({ texts, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      title={texts?.title ?? ''}
      description={texts?.text}
      role="alertdialog"
      isOpen={texts !== null}
      isKeyboardDismissDisabled={busy}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <div className="ui-dialog__actions">
        <Button variant="secondary" autoFocus onPress={onCancel} isDisabled={busy}>
          {texts?.cancel}
        </Button>
        <Button variant="danger" onPress={onConfirm} busy={busy}>
          {texts?.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
