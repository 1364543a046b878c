import { webinarICalendar } from '@foundry/domain/club/webinar-icalendar';
import type { Repositories } from '../../repositories/repositories.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { isClubMember } from './is-club-member.ts';

/**
 * The calendar file of a published webinar, or null when there is none. The join link goes into the
 * event only for a club member's session, as in readWebinars.
 */
export async function webinarCalendarFile(
  id: number,
  viewer: SessionUser | null,
  deps: { repositories: Pick<Repositories, 'webinars' | 'users'>; apiUrl: string },
  now = new Date(),
): Promise<{ filename: string; text: string } | null> {
  const webinar = await deps.repositories.webinars.findPublished(id);
  if (!webinar) return null;
  const clubMember = await isClubMember(viewer, deps.repositories.users);
  const text = webinarICalendar({
    uid: `webinar-${webinar.id}@${new URL(deps.apiUrl).hostname}`,
    title: webinar.title,
    subTitle: webinar.subTitle,
    description: webinar.description,
    startsAt: webinar.startsAt,
    durationMinutes: webinar.durationMinutes,
    url: clubMember ? webinar.link : null,
    stamp: now,
  });
  return { filename: `webinar-${webinar.id}.ics`, text };
}
