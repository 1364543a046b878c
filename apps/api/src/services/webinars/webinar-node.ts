import { webinarTiming } from '@foundry/domain/club/webinar-timing';
import type { WebinarRow } from '../../repositories/webinar-repository.ts';

/** A webinar as the API answers it, for one reader at one moment. */
export interface WebinarNode {
  id: number;
  title: string;
  subTitle: string | null;
  description: string | null;
  startsAt: Date;
  durationMinutes: number;
  live: boolean;
  past: boolean;
  /** The meeting (or, once past, the recording) link: club members only, null for anyone else. */
  link: string | null;
  /** Absolute address of the webinar's calendar file (GET /webinars/{id}.ics). */
  iCal: string;
}

/** The address of a webinar's calendar file on the API. */
export function webinarCalendarUrl(apiUrl: string, id: number): string {
  return `${apiUrl}/webinars/${id}.ics`;
}

export function webinarNode(
  row: WebinarRow,
  reader: { clubMember: boolean; apiUrl: string; now: Date },
): WebinarNode {
  const { live, past } = webinarTiming(row, reader.now);
  return {
    id: row.id,
    title: row.title,
    subTitle: row.subTitle,
    description: row.description,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    live,
    past,
    link: reader.clubMember ? row.link : null,
    iCal: webinarCalendarUrl(reader.apiUrl, row.id),
  };
}
