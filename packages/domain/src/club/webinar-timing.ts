export interface WebinarSchedule {
  startsAt: Date;
  durationMinutes: number;
}

export interface WebinarTiming {
  endsAt: Date;
  /** Between its start (included) and its end (excluded). */
  live: boolean;
  /** From its end on. */
  past: boolean;
}

/** When a webinar ends, and whether it is live or past at `now`. */
export function webinarTiming(webinar: WebinarSchedule, now: Date): WebinarTiming {
  const endsAt = new Date(webinar.startsAt.getTime() + webinar.durationMinutes * 60_000);
  const past = now >= endsAt;
  return { endsAt, live: !past && now >= webinar.startsAt, past };
}
