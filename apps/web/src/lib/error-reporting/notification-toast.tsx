import { NOTIFICATION_TOAST_OFFSET_PX } from '@foundry/domain';
import type { ReactNode } from 'react';

/**
 * The error-reporting UI's notification (docs/limits-and-timing.md): it stays until the visitor closes it,
 * 20 px from the right and bottom edges, with a close button. No timer, on purpose.
 */
export function NotificationToast({
  children,
  closeLabel,
  onClose,
}: {
  children: ReactNode;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <div
      role="status"
      className="notification-toast"
      style={{
        position: 'fixed',
        right: NOTIFICATION_TOAST_OFFSET_PX,
        bottom: NOTIFICATION_TOAST_OFFSET_PX,
        zIndex: 1000,
      }}
    >
      <p>{children}</p>
      <button type="button" aria-label={closeLabel} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
