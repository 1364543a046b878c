import { describe, expect, it } from 'vitest';
import { compareWebinars, webinarTiming } from './webinar-timing.ts';

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

describe('compareWebinars', () => {
  it('lists upcoming soonest first, then past most recent first', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const at = (iso: string) => ({ startsAt: new Date(iso), durationMinutes: 60 });
    const list = [
      at('2026-01-01T10:00:00Z'),
      at('2026-09-01T10:00:00Z'),
      at('2026-03-01T10:00:00Z'),
      at('2026-07-01T10:00:00Z'),
      at('2026-05-31T23:30:00Z'), // live at `now`
    ];
    const sorted = [...list].sort((a, b) => compareWebinars(a, b, now)).map((w) => w.startsAt.toISOString());
    expect(sorted).toEqual([
      '2026-05-31T23:30:00.000Z',
      '2026-07-01T10:00:00.000Z',
      '2026-09-01T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
      '2026-01-01T10:00:00.000Z',
    ]);
  });
});
