import type { Metadata } from 'next';
import { StaticPageRoute, staticPageMetadata } from '../../features/static-pages/server.ts';

export function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('press');
}

/** /press: the static page 'press' (readStaticPages). */
export default function Page() {
  return <StaticPageRoute url="press" />;
}
