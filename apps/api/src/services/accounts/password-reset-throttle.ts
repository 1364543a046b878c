/** Reset mails one address may receive within the window. */
export const MAX_RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MINUTES = 15;

/**
 * Counts the reset mails sent per address in this process, so resetPassword cannot be used to flood
 * somebody's mailbox. The answer to the caller stays the same either way (no account enumeration);
 * only the mail is skipped. In memory: a restart forgets, which errs on the side of sending.
 */
export function createPasswordResetThrottle({
  max = MAX_RESET_MAILS_PER_WINDOW,
  windowMinutes = RESET_MAIL_WINDOW_MINUTES,
}: {
  max?: number;
  windowMinutes?: number;
} = {}) {
  const sent = new Map<string, number[]>();
  return {
    /** True, and counted, when another mail to `email` may go out at `now`. */
    allow(email: string, now: Date = new Date()): boolean {
      const key = email.trim().toLowerCase();
      const since = now.getTime() - windowMinutes * 60_000;
      const recent = (sent.get(key) ?? []).filter((time) => time > since);
      // Keep the map from growing without bound: forget addresses whose window has passed.
      if (sent.size > 10_000) {
        for (const [other, times] of sent) if (!times.some((time) => time > since)) sent.delete(other);
      }
      if (recent.length >= max) {
        sent.set(key, recent);
        return false;
      }
      recent.push(now.getTime());
      sent.set(key, recent);
      return true;
    },
  };
}

export type PasswordResetThrottle = ReturnType<typeof createPasswordResetThrottle>;

/** The API process's throttle. */
export const passwordResetThrottle = createPasswordResetThrottle();
