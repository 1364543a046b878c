import type { Metadata } from 'next';
import { StaticPageRoute, staticPageMetadata } from '../../features/static-pages/server.ts';

export function generateMetadata(): Promise<Metadata> {
  return staticPageMetadata('about');
}

/** /about: the static page 'about' (readStaticPages). */
export default function Page() {
  return <StaticPageRoute url="about" />;
}
