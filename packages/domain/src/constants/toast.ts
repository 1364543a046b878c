/** Toast behaviour (docs/limits-and-timing.md). */

/** How long each kind of toast stays, in ms. Loading toasts stay until replaced (Infinity). */
export const TOAST_DURATIONS_MS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
} as const;

export type ToastKind = keyof typeof TOAST_DURATIONS_MS;

/** At most this many toasts are kept at once. */
export const TOAST_LIMIT = 20;
/** Space between stacked toasts. */
export const TOAST_GUTTER_PX = 8;
export const TOAST_MAX_WIDTH_PX = 350;

/** The error-reporting UI's own notification: stays until dismissed, at this distance from the corner. */
export const NOTIFICATION_TOAST_OFFSET_PX = 20;
