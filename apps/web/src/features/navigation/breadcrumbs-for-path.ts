import { secretLinkCrumbs } from './secret-link-crumbs.ts';

export interface Breadcrumb {
  label: string;
  href: string;
}

function labelForSegment(segment: string): string {
  let text: string;
  try {
    text = decodeURIComponent(segment);
  } catch {
    text = segment; // a malformed escape is shown as typed
  }
  const words = text.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The trail for a URL path: Home, then one crumb per segment linking to its prefix, labelled with the
 * segment's words. A page whose slug is not its name passes `lastTitle` (a case study's title).
 */
export function breadcrumbsForPath(pathname: string, homeLabel: string, lastTitle?: string): Breadcrumb[] {
  const secret = secretLinkCrumbs(pathname, homeLabel, lastTitle);
  if (secret) return secret;
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Breadcrumb[] = [{ label: homeLabel, href: '/' }];
  let href = '';
  for (const segment of segments) {
    href += `/${segment}`;
    crumbs.push({ label: labelForSegment(segment), href });
  }
  const last = crumbs[crumbs.length - 1];
  if (lastTitle && last && crumbs.length > 1) last.label = lastTitle;
  return crumbs;
}
