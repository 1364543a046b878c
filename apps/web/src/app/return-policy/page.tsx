import type { Metadata } from 'next';
import { StaticPageRoute, staticPageMetadata } from '../../features/static-pages/server.ts';

export function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('return-policy');
}

/** /return-policy: the static page 'return-policy' (readStaticPages). */
export default function Page() {
  return <StaticPageRoute url="return-policy" />;
}
