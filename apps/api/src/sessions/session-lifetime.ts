/** A session without "stay logged in" ends with the browser, and on the server after a day. */
export const SHORT_SESSION_SECONDS = 24 * 60 * 60;
/** "Stay logged in" keeps the cookie and the session for 30 days. */
export const LONG_SESSION_SECONDS = 30 * 24 * 60 * 60;
