/** Family feedback limits, shared by the form and the API (docs/limits-and-timing.md). */

/** Longest feedback message, in characters (after trimming). */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 2000;
/** Images one feedback may carry: one upload request's worth. */
export const FEEDBACK_MAX_IMAGES = 10;
/** After a successful submission the form shows "finished" this long, then is idle again. */
export const FEEDBACK_SUCCESS_RESET_MS = 2000;
