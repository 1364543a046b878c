import { describe, expect, it } from 'vitest';
import { foldIcalLine, icalDuration, icalText, webinarICalendar } from './webinar-icalendar.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Unfolds per RFC 5545 3.1: a CRLF followed by one space or tab continues the line. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('webinarICalendar', () => {
  const text = webinarICalendar({
    uid: 'webinar-3@shop.example',
    title: 'Spacing, kerning; and rhythm',
    subTitle: 'Live with the designers',
    description: `How we space a typeface.\nBring questions — ${'long text '.repeat(12)}`,
    startsAt: new Date('2026-11-24T17:00:00Z'),
    durationMinutes: 90,
    url: 'https://meet.example/room/123',
    stamp: new Date('2026-11-01T08:00:00.123Z'),
  });

  it('is one VEVENT in a VCALENDAR with CRLF line ends and the fields a calendar needs', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:webinar-3@shop.example');
    expect(lines).toContain('DTSTAMP:20261101T080000Z');
    expect(lines).toContain('DTSTART:20261124T170000Z');
    expect(lines).toContain('DURATION:PT1H30M');
    expect(lines).toContain('SUMMARY:Spacing\\, kerning\\; and rhythm: Live with the designers');
    expect(lines).toContain('URL:https://meet.example/room/123');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toContain('How we space a typeface.\\nBring questions — long text');
    expect(description).toContain('\\n\\nJoin: https://meet.example/room/123');
  });

  it('folds every line to at most 75 octets', () => {
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(text.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
  });

  it('leaves URL and the join line out when the link is hidden', () => {
    const hidden = webinarICalendar({
      uid: 'webinar-4@shop.example',
      title: 'Members only',
      startsAt: new Date('2026-11-24T17:00:00Z'),
      durationMinutes: 45,
      stamp: new Date('2026-11-01T08:00:00Z'),
    });
    expect(hidden).not.toContain('URL:');
    expect(hidden).not.toContain('DESCRIPTION:');
    expect(hidden).toContain('DURATION:PT45M');
  });
});

describe('foldIcalLine', () => {
  it('never splits a UTF-8 character and keeps the text whole when unfolded', () => {
    const line = `SUMMARY:${'Ünïcødé ✓ '.repeat(20)}`;
    const folded = foldIcalLine(line);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
  });

  it('leaves a short line alone', () => {
    expect(foldIcalLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('icalText and icalDuration', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(icalText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
  it('writes hours and minutes', () => {
    expect(icalDuration(60)).toBe('PT1H');
    expect(icalDuration(45)).toBe('PT45M');
    expect(icalDuration(150)).toBe('PT2H30M');
  });
});
