/** A staff session ends after this many minutes without a request. */
export const STAFF_IDLE_MINUTES = 30;
/** And after this many hours in any case: a working day, then sign in again. */
export const STAFF_MAX_SESSION_HOURS = 12;
