import { TOAST_DURATIONS_MS, TOAST_GUTTER_PX, TOAST_MAX_WIDTH_PX } from '@foundry/domain';
import type { ToasterProps } from 'react-hot-toast';

/**
 * Toaster settings (docs/limits-and-timing.md). react-hot-toast keeps at most 20 toasts (its TOAST_LIMIT equals
 * ours) and removes a dismissed toast 1 s later, as section 4 asks.
 */
export const TOASTER_PROPS = {
  position: 'top-center',
  gutter: TOAST_GUTTER_PX,
  toastOptions: {
    style: { maxWidth: TOAST_MAX_WIDTH_PX },
    blank: { duration: TOAST_DURATIONS_MS.blank },
    error: { duration: TOAST_DURATIONS_MS.error },
    success: { duration: TOAST_DURATIONS_MS.success },
    loading: { duration: TOAST_DURATIONS_MS.loading },
    custom: { duration: TOAST_DURATIONS_MS.custom },
  },
} satisfies ToasterProps;
