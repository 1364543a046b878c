import { wouldExceedBudget } from '@foundry/domain/webfonts/webfonts-billing';
import { hostOfHeader, isAllowedHost } from '@foundry/domain/webfonts/webfonts-domains';
import { firstDayOfMonth, monthOf } from '@foundry/domain/webfonts/webfonts-months';
import { servesKit } from '@foundry/domain/webfonts/webfonts-status';
import type { FetchAPI, Plugin } from 'graphql-yoga';
import type { FileStorage } from '../integrations/storage/file-storage.ts';
import type { WebfontsProjectRepository } from '../repositories/webfonts-project-repository.ts';
import { folderOfKey, parseKitPath, WEBFONTS_KIT_PREFIX } from '../services/webfonts/webfonts-kit-address.ts';

interface WebfontsKitRouteOptions {
  projects: Pick<WebfontsProjectRepository, 'kitOf' | 'countPageView' | 'pauseByBudget'>;
  storage: Pick<FileStorage, 'get'>;
  /** Origins Yoga's CORS plugin answers itself (a second Access-Control-Allow-Origin breaks fonts). */
  allowedOrigins: readonly string[];
  now?: () => Date;
}

function plain(
  fetchAPI: FetchAPI,
  status: number,
  text: string,
  extra: Record<string, string> = {},
): Response {
  return new fetchAPI.Response(text, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      Vary: 'Origin, Referer',
      ...extra,
    },
  });
}

/**
 * The hosted CSS kit of regular projects.
 *
 * `GET /webfonts/v1/<licence key>.css`: the project's CSS, only while the project is ACTIVE and only
 * when the request's Origin (else Referer) host is one of its domains — 403 otherwise, with no CSS in
 * the answer; 404 for an unknown key. Each answer with CSS is one page view of the month (one upsert);
 * the view that would take the month's cost past the budget pauses the project (PAUSED_BY_BUDGET)
 * and is refused. The CSS is never cached, so every page view reaches the counter.
 *
 * `GET /webfonts/v1/<licence key>/<file>.woff2`: a font of the CSS, under the same checks but not
 * counted; cacheable for a year (saving a project's fonts gives them new ids, and the file names
 * carry the project font's id, so a changed font never reuses a cached URL).
 */
export function useWebfontsKitRoute({
  projects,
  storage,
  allowedOrigins,
  now = () => new Date(),
}: WebfontsKitRouteOptions): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(WEBFONTS_KIT_PREFIX)) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        endResponse(plain(fetchAPI, 405, 'Method not allowed.', { Allow: 'GET, HEAD' }));
        return;
      }
      const target = parseKitPath(url.pathname);
      if (!target) {
        endResponse(plain(fetchAPI, 404, 'Not found.'));
        return;
      }
      const monthDay = firstDayOfMonth(monthOf(now()));
      const kit = await projects.kitOf(target.licenseKey, monthDay);
      if (kit?.type !== 'regular' || kit.status === 'DELETED') {
        endResponse(plain(fetchAPI, 404, 'Not found.'));
        return;
      }
      const origin = request.headers.get('origin');
      const host = hostOfHeader(origin) ?? hostOfHeader(request.headers.get('referer'));
      if (!servesKit(kit.type, kit.status) || !isAllowedHost(host, kit.domains) || !kit.cssKey) {
        endResponse(plain(fetchAPI, 403, 'This web font project is not available here.'));
        return;
      }
      const headers = new fetchAPI.Headers({ Vary: 'Origin, Referer' });
      // Fonts load cross-origin (CORS mode); Yoga answers the shop's own origins itself.
      if (origin && !allowedOrigins.includes(origin)) headers.set('Access-Control-Allow-Origin', origin);

      if (target.kind === 'font') {
        const bytes = await storage.get(`${folderOfKey(kit.cssKey)}/${target.fileName}`);
        if (!bytes) {
          endResponse(plain(fetchAPI, 404, 'Not found.'));
          return;
        }
        headers.set('Content-Type', 'font/woff2');
        headers.set('Cache-Control', 'public, max-age=31536000, immutable');
        headers.set('Content-Length', String(bytes.byteLength));
        const body = request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>);
        endResponse(new fetchAPI.Response(body, { status: 200, headers }));
        return;
      }

      if (wouldExceedBudget(kit.monthPageViews, kit.budget)) {
        await projects.pauseByBudget(kit.id);
        endResponse(plain(fetchAPI, 403, 'This web font project is paused: its monthly budget is spent.'));
        return;
      }
      const css = await storage.get(kit.cssKey);
      if (!css) {
        endResponse(plain(fetchAPI, 404, 'Not found.'));
        return;
      }
      if (request.method === 'GET') await projects.countPageView(kit.id, monthDay);
      headers.set('Content-Type', 'text/css; charset=utf-8');
      headers.set('Cache-Control', 'no-store');
      const body = request.method === 'HEAD' ? null : (css as Uint8Array<ArrayBuffer>);
      endResponse(new fetchAPI.Response(body, { status: 200, headers }));
    },
  };
}
