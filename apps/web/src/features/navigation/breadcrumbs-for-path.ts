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
 * The trail for a URL path: Home, then one crumb per segment linking to its prefix. Pages with richer
 * titles (a family's name) can pass their own trail later; this is the fallback every route gets.
 */
export function breadcrumbsForPath(pathname: string, homeLabel: string): Breadcrumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Breadcrumb[] = [{ label: homeLabel, href: '/' }];
  let href = '';
  for (const segment of segments) {
    href += `/${segment}`;
    crumbs.push({ label: labelForSegment(segment), href });
  }
  return crumbs;
}
