import type { Metadata } from 'next';
import { StaticPageRoute, staticPageMetadata } from '../../features/static-pages/server.ts';

export function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('terms');
}

/** /terms: the static page 'terms' (readStaticPages). */
export default function Page() {
  return <StaticPageRoute url="terms" />;
}
