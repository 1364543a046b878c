import type { Plugin } from 'graphql-yoga';
import type { Repositories } from '../repositories/repositories.ts';
import { webinarCalendarFile } from '../services/webinars/webinar-calendar-file.ts';
import { readSession } from '../sessions/read-session.ts';

const CALENDAR_PATH = /^\/webinars\/(\d{1,12})\.ics$/;

interface WebinarCalendarRouteOptions {
  repositories: Pick<Repositories, 'webinars' | 'users' | 'sessions'>;
  apiUrl: string;
}

/**
 * `GET /webinars/{id}.ics`: a published webinar as an iCalendar file (text/calendar) to add to a
 * calendar, 404 for any other id. The join link is in it only for a club member's session cookie,
 * so the answer is private and not cached.
 */
export function useWebinarCalendarRoute({ repositories, apiUrl }: WebinarCalendarRouteOptions): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      const match = CALENDAR_PATH.exec(url.pathname);
      if (!match) return;
      const headers = new fetchAPI.Headers({
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        headers.set('Allow', 'GET, HEAD');
        endResponse(new fetchAPI.Response(null, { status: 405, headers }));
        return;
      }
      const { user } = await readSession(repositories.sessions, request.headers.get('cookie'));
      const file = await webinarCalendarFile(Number(match[1]), user, { repositories, apiUrl });
      if (!file) {
        headers.set('Content-Type', 'text/plain; charset=utf-8');
        endResponse(new fetchAPI.Response('Not found.', { status: 404, headers }));
        return;
      }
      headers.set('Content-Type', 'text/calendar; charset=utf-8');
      headers.set('Content-Disposition', `attachment; filename="${file.filename}"`);
      endResponse(
        new fetchAPI.Response(request.method === 'HEAD' ? null : file.text, { status: 200, headers }),
      );
    },
  };
}
