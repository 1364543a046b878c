export interface WebinarEvent {
  /** Globally unique and stable across downloads, e.g. `webinar-3@shop.example`. */
  uid: string;
  title: string;
  subTitle?: string | null;
  description?: string | null;
  startsAt: Date;
  durationMinutes: number;
  /** Where to join (or watch the recording); omitted when the reader may not see it. */
  url?: string | null;
  /** When this calendar text was made (DTSTAMP). */
  stamp: Date;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** An RFC 5545 UTC date-time: 20261124T170000Z. */
export function icalDateTime(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Escapes a TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function icalText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets per line (RFC 5545 3.1): continuation lines start with one
 * space. Splits between characters, never inside a UTF-8 sequence.
 */
export function foldIcalLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line may hold 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The duration as an RFC 5545 DURATION value: PT1H30M, PT45M. */
export function icalDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/**
 * A calendar file with one event for a webinar (text/calendar): VCALENDAR with one VEVENT holding
 * UID, DTSTAMP, DTSTART, DURATION, SUMMARY, DESCRIPTION and URL, lines folded, ending in CRLF.
 */
export function webinarICalendar(event: WebinarEvent, productId = '-//Foundry//Club webinars//EN'): string {
  const summary = event.subTitle ? `${event.title}: ${event.subTitle}` : event.title;
  const description = [event.description, event.url ? `Join: ${event.url}` : null]
    .filter((part): part is string => Boolean(part))
    .join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icalDateTime(event.stamp)}`,
    `DTSTART:${icalDateTime(event.startsAt)}`,
    `DURATION:${icalDuration(event.durationMinutes)}`,
    `SUMMARY:${icalText(summary)}`,
    ...(description ? [`DESCRIPTION:${icalText(description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcalLine).join(CRLF) + CRLF;
}
