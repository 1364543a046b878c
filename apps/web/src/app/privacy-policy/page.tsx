import type { Metadata } from 'next';
import { StaticPageRoute, staticPageMetadata } from '../../features/static-pages/server.ts';

export function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('privacy-policy');
}

/** /privacy-policy: the static page 'privacy-policy' (readStaticPages). */
export default function Page() {
  return <StaticPageRoute url="privacy-policy" />;
}
