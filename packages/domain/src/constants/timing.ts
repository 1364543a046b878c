/** Delays and intervals (docs/limits-and-timing.md), in milliseconds. */

/** The feedback form returns from its success state to a blank form after this delay. */
export const FEEDBACK_SUCCESS_RESET_MS = 2000;
/** Quick search waits for this pause in typing before it asks the server. */
export const QUICK_SEARCH_DEBOUNCE_MS = 200;
/** The VAT number check waits for this pause unless forced to run at once. */
export const VAT_CHECK_DEBOUNCE_MS = 250;
/** A download job's status is re-read at this interval until it is completed or failed. */
export const DOWNLOAD_POLL_MS = 2500;
/** A generating web font project is re-read at this interval. */
export const WEBFONT_PROJECT_POLL_MS = 5000;
/** A failed download shows the unknown-error toast this long. */
export const DOWNLOAD_FAILURE_TOAST_MS = 5000;
/** The "copied" indicator after copying to the clipboard stays this long. */
export const COPIED_INDICATOR_MS = 750;
/** Menu type-ahead forgets the typed prefix after this pause. */
export const MENU_TYPEAHEAD_RESET_MS = 500;
/** A dropdown's completion text (e.g. "Added") shows this long. */
export const DROPDOWN_COMPLETION_TEXT_MS = 1500;
