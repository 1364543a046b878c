/** Properties of an analytics event: flat strings, numbers and booleans only. */
export type TrackingProps = Record<string, string | number | boolean>;

/** The site's analytics interface: fire and forget, never throws, never blocks the page. */
export interface Tracker {
  track(event: string, props?: TrackingProps): void;
}

/** Tracking is off unless configured: events go nowhere. */
export const OFF_TRACKER: Tracker = { track: () => undefined };
