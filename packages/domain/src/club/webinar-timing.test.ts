import { describe, expect, it } from 'vitest';
import { webinarTiming } from './webinar-timing.ts';

const webinar = { startsAt: new Date('2026-11-24T17:00:00Z'), durationMinutes: 90 };

describe('webinarTiming', () => {
  it('is upcoming before the start, live from the start until start + duration, past from then', () => {
    expect(webinarTiming(webinar, new Date('2026-11-24T16:59:59Z'))).toMatchObject({
      live: false,
      past: false,
    });
    expect(webinarTiming(webinar, new Date('2026-11-24T17:00:00Z'))).toMatchObject({
      live: true,
      past: false,
    });
    expect(webinarTiming(webinar, new Date('2026-11-24T18:29:59Z'))).toMatchObject({
      live: true,
      past: false,
    });
    expect(webinarTiming(webinar, new Date('2026-11-24T18:30:00Z'))).toMatchObject({
      live: false,
      past: true,
    });
    expect(webinarTiming(webinar, new Date()).endsAt.toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });
});
