import type { Metadata } from 'next';
import { StaticPageRoute, staticPageMetadata } from '../../features/static-pages/server.ts';

export function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('team');
}

/** /team: the static page 'team' (readStaticPages). */
export default function Page() {
  return <StaticPageRoute url="team" />;
}
